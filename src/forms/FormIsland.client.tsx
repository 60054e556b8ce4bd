'use client'

import { useCallback, useId, type ComponentType } from 'react'
import { HydrateOnInteraction } from '@/components/site/deferred/HydrateOnInteraction.client'
import type { FormName } from './formNames'
import type { FormProps } from './formProps'

type Form = ComponentType<FormProps>

/**
 * Each form's code, imported dynamically from this client module, so each form is a chunk of
 * its own that only a page showing it loads: the catch-all route renders every CMS page, and a
 * static import here would put every form (react-hook-form, zod, sonner) on all.
 */
const LOADERS: Record<FormName, () => Promise<Form>> = {
  newsletter: () => import('./NewsletterForm.client').then((module) => module.NewsletterForm),
  demo: () => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm),
  quote: () => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm),
  contact: () => import('./ContactForm.client').then((module) => module.ContactForm),
  recovery: () => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm),
}

/**
 * The forms themselves, on the server only, to render their markup; the browser keeps that
 * markup and never needs them for it. `typeof window` is decided at build time, so the browser's
 * bundle drops this import, and every form with it: a static import would put them all on every
 * page's first load.
 */
const SERVER_FORMS: Record<FormName, Form> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./formComponents') as typeof import('./formComponents')).FORM_COMPONENTS : null

/**
 * A form, as a form block places it and as the footer shows the newsletter sign-up.
 * Server-rendered in place, its code (react-hook-form, zod, its words, sonner) loads on the
 * visitor's first interaction with it and hydrates that markup (HydrateOnInteraction).
 */
export function FormIsland({ form, tone }: { form: FormName; tone?: FormProps['tone'] }) {
  const idPrefix = useId()
  const load = useCallback(async () => {
    const Form = await LOADERS[form]()
    return <Form idPrefix={idPrefix} tone={tone} />
  }, [form, idPrefix, tone])

  const Server = SERVER_FORMS?.[form]
  return <HydrateOnInteraction load={load}>{Server ? <Server idPrefix={idPrefix} tone={tone} /> : null}</HydrateOnInteraction>
}
