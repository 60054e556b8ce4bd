'use client'

import { useId } from 'react'
import { DeferredForm, type FieldValuesSnapshot } from '@/components/site/deferred/DeferredForm.client'
import { NewsletterFields } from './NewsletterFields'

const loadForm = () => import('./NewsletterForm.client').then((module) => module.NewsletterForm)
const liveProps = (values: FieldValuesSnapshot) => ({ tone: 'dark' as const, initialValues: { email: values.email ?? '' } })

/** The footer's newsletter sign-up, on every page: its code loads only as the footer nears. */
export function FooterNewsletter() {
  const id = useId()
  return (
    <DeferredForm load={loadForm} liveProps={liveProps}>
      <NewsletterFields idPrefix={id} tone="dark" email={{ name: 'email' }} />
    </DeferredForm>
  )
}
