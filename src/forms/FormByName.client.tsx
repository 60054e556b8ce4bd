'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import { FormWordsContext } from './FormWords'
import type { FormWords, FullFormName } from '@/lib/forms/words'

/*
 * The bundler gives every client component a page module imports one set of chunks, so five
 * forms imported by the form block would ship react-hook-form with every page, the footer's
 * small form included. Loaded here, each form is a chunk of its own, rendered on the server as
 * usual and fetched only by the page that shows it.
 */
const FORMS: { [Form in FullFormName]: ComponentType<{ words: FormWords<Form> }> } = {
  demo: dynamic(() => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm)),
  quote: dynamic(() => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm)),
  contact: dynamic(() => import('./ContactForm.client').then((module) => module.ContactForm)),
  recovery: dynamic(() => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm)),
}

/** A full form with its words (one language's, given by the server), for it and its parts. */
export function FormByName<Form extends FullFormName>({ form, words }: { form: Form; words: FormWords<Form> }) {
  const Chosen: ComponentType<{ words: FormWords<Form> }> = FORMS[form]
  return (
    <FormWordsContext value={words}>
      <Chosen words={words} />
    </FormWordsContext>
  )
}
