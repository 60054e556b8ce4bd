import type { Locale } from '@/lib/i18n/locales'
import { fieldKindsOf } from './defineForm'
import { FORMS, type FormName } from './definitions'
import { formMessages, type FormMessages } from './messages'

/**
 * A full form's words in one language, picked on the server and handed to the form as a prop:
 * the browser gets the page's language only, and only the form's own words. The schemas' messages
 * are not among them; they come with the schemas when the browser checks a form. `kinds` (from
 * the form's definition) says which fields an HTML form sends as text that JSON would type.
 */
function sharedWords(form: FormName, locale: Locale, t: FormMessages) {
  return { locale, kinds: fieldKindsOf(FORMS[form]), toasts: t.toasts, busy: t.busy, optional: t.optional, thankYou: t.thankYou }
}

/** The recovery form's words, with the two checks its toasts repeat. */
function recoveryWords({ validation, ...recovery }: FormMessages['recovery']) {
  return { ...recovery, validation: { consent: validation.consent, support: validation.support } }
}

const ownWords = {
  demo: (t: FormMessages) => ({ demo: t.demo, options: t.options }),
  quote: (t: FormMessages) => ({ quote: t.quote, options: t.options }),
  contact: (t: FormMessages) => ({ contact: t.contact }),
  recovery: (t: FormMessages) => ({ recovery: recoveryWords(t.recovery) }),
} satisfies Record<Exclude<FormName, 'newsletter'>, (t: FormMessages) => object>

export type FullFormName = keyof typeof ownWords
type OwnWords = { [Form in FullFormName]: ReturnType<(typeof ownWords)[Form]> }
const OWN_WORDS: { [Form in FullFormName]: (t: FormMessages) => OwnWords[Form] } = ownWords

export type SharedWords = ReturnType<typeof sharedWords>
export type FormWords<Form extends FullFormName> = SharedWords & OwnWords[Form]

export function formWords<Form extends FullFormName>(form: Form, locale: Locale): FormWords<Form> {
  const t = formMessages(locale)
  return { ...sharedWords(form, locale, t), ...OWN_WORDS[form](t) }
}
