import type { Field } from 'payload'

/** What a consent record may name besides when and which words: in this order. */
const DETAILS = ['form', 'page', 'language'] as const

export type ConsentDetail = (typeof DETAILS)[number]

const readOnlyText = (name: ConsentDetail): Field => ({
  name,
  type: 'text',
  admin: { readOnly: true },
})

/**
 * A double opt-in subscriber's evidence of consent: when they agreed and the wording they agreed
 * to, with the details the list records (the newsletter, signed up to from several forms and
 * languages, names both; the sub-processor list only the page).
 */
export const optInConsentField = (details: readonly ConsentDetail[]): Field => ({
  name: 'consent',
  label: 'Consent record',
  type: 'group',
  admin: { description: 'What the subscriber agreed to, kept as evidence of consent.' },
  fields: [
    {
      name: 'agreedAt',
      label: 'Agreed at',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    ...DETAILS.filter((detail) => details.includes(detail)).map(readOnlyText),
    { name: 'wording', label: 'Wording agreed to', type: 'textarea', admin: { readOnly: true } },
  ],
})
