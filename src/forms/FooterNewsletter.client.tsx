'use client'

import { useId } from 'react'
import { DeferredForm, type FieldValuesSnapshot } from '@/components/site/deferred/DeferredForm.client'
import { NewsletterFields, type NewsletterWords } from './NewsletterFields'

const loadForm = () => import('./NewsletterForm.client').then((module) => module.NewsletterForm)
const liveProps = (values: FieldValuesSnapshot) => ({ tone: 'dark' as const, initialValues: { email: values.email ?? '' } })

/**
 * The footer's newsletter sign-up, on every page: its code loads on the visitor's first
 * interaction. The server passes the shell's few words, so the forms' catalogues (every form's
 * labels and option lists, in both languages) stay out of every page's first load.
 */
export function FooterNewsletter({ words }: { words: NewsletterWords }) {
  const id = useId()
  return (
    <DeferredForm load={loadForm} liveProps={liveProps}>
      <NewsletterFields idPrefix={id} words={words} tone="dark" email={{ name: 'email' }} />
    </DeferredForm>
  )
}
