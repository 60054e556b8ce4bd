'use client'

import dynamic from 'next/dynamic'
import type { FormName } from './formNames'

/*
 * The bundler gives every client component a page module imports one set of chunks, so five
 * forms imported by the form block would ship react-hook-form and zod with every page, the
 * footer's small form included. Loaded here, each form is a chunk of its own, rendered on the
 * server as usual and fetched only by the page that shows it.
 */
const FORMS = {
  demo: dynamic(() => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm)),
  quote: dynamic(() => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm)),
  contact: dynamic(() => import('./ContactForm.client').then((module) => module.ContactForm)),
  recovery: dynamic(() => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm)),
} satisfies Record<Exclude<FormName, 'newsletter'>, unknown>

export type FullFormName = keyof typeof FORMS

export function FormByName({ form }: { form: FullFormName }) {
  const Form = FORMS[form]
  return <Form />
}
