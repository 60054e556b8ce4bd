'use client'

import { useCallback, useId } from 'react'
import { HydrateOnInteraction } from '@/components/site/deferred/HydrateOnInteraction.client'

const loadForm = () => import('./NewsletterForm.client').then((module) => module.NewsletterForm)

/** The form, on the server only (see SERVER_FORMS in FormIsland.client.tsx for why `require`). */
const SERVER_FORM =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./NewsletterForm.client') as typeof import('./NewsletterForm.client')).NewsletterForm : null

/**
 * The footer's newsletter sign-up, on every page. The server renders it; its code
 * (react-hook-form, zod, the forms' words in both languages) loads on the visitor's first
 * interaction with it and hydrates that markup.
 */
export function FooterNewsletter() {
  const idPrefix = useId()
  const load = useCallback(async () => {
    const Form = await loadForm()
    return <Form tone="dark" idPrefix={idPrefix} />
  }, [idPrefix])
  return <HydrateOnInteraction load={load}>{SERVER_FORM ? <SERVER_FORM tone="dark" idPrefix={idPrefix} /> : null}</HydrateOnInteraction>
}
