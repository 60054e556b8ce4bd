'use client'

import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { FormWordsContext } from './FormWords'
import type { FormWords, FullFormName } from '@/lib/forms/words'

/*
 * The bundler gives every client component a page module imports one set of chunks, so the
 * forms imported by the form block would ship react-hook-form with every page, the footer's
 * small form included. Loaded here, the forms are chunks of their own, rendered on the server as
 * usual and fetched only by the page that shows one.
 */
const DefinedForm = dynamic(() =>
  import('./DefinedForm.client').then((module) => module.DefinedForm),
)
const RecoveryForm = dynamic(() =>
  import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm),
)

/** The forms the form block places; the document request is drawn by its own page, with its document. */
export type PlacedFormName = Exclude<FullFormName, 'documentRequest'>

/**
 * A full form with its words (one language's, given by the server): drawn from its definition,
 * or the recovery application with its sections. `thankYouExtra` is what the server drew to show
 * under its thank-you (the demo form's WhatsApp lines).
 */
export function FormByName({
  words,
  thankYouExtra,
}: {
  form: PlacedFormName
  words: FormWords
  thankYouExtra?: ReactNode
}) {
  return (
    <FormWordsContext value={words}>
      {'drawn' in words ? (
        <DefinedForm words={words} thankYouExtra={thankYouExtra} />
      ) : (
        <RecoveryForm words={words} />
      )}
    </FormWordsContext>
  )
}
