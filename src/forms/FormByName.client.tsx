'use client'

import dynamic from 'next/dynamic'
import type { ComponentType, ReactNode } from 'react'
import { FormWordsContext } from './FormWords'
import type { FormWords, FullFormName } from '@/lib/forms/words'

/*
 * The bundler gives every client component a page module imports one set of chunks, so five
 * forms imported by the form block would ship react-hook-form with every page, the footer's
 * small form included. Loaded here, each form is a chunk of its own, rendered on the server as
 * usual and fetched only by the page that shows it.
 */
type FormProps<Form extends FullFormName> = { words: FormWords<Form>; thankYouExtra?: ReactNode }

/** The forms the form block places; the document request is drawn by its own page, with its document. */
export type PlacedFormName = Exclude<FullFormName, 'documentRequest'>

const FORMS: { [Form in PlacedFormName]: ComponentType<FormProps<Form>> } = {
  demo: dynamic(() => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm)),
  quote: dynamic(() => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm)),
  contact: dynamic(() => import('./ContactForm.client').then((module) => module.ContactForm)),
  recovery: dynamic(() => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm)),
}

/**
 * A full form with its words (one language's, given by the server), for it and its parts, and
 * what the server drew to show under its thank-you (the demo form's WhatsApp lines).
 */
export function FormByName<Form extends PlacedFormName>({ form, words, thankYouExtra }: { form: Form } & FormProps<Form>) {
  const Chosen: ComponentType<FormProps<Form>> = FORMS[form]
  return (
    <FormWordsContext value={words}>
      <Chosen words={words} thankYouExtra={thankYouExtra} />
    </FormWordsContext>
  )
}
