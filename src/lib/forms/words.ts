import type { Locale } from '@/lib/i18n/locales'
import { fieldKindsOf } from './defineForm'
import { FORMS, type FormName } from './definitions'
import { formMessages, type FormMessages } from './messages'

/**
 * A full form's words in one language (which ones, its definition says), picked on the server and
 * handed to the form as a prop:
 * the browser gets the page's language only, and only the form's own words. The schemas' messages
 * are not among them; they come with the schemas when the browser checks a form. `kinds` (from
 * the form's definition) says which fields an HTML form sends as text that JSON would type.
 */
function sharedWords(form: FormName, locale: Locale, t: FormMessages) {
  return { locale, kinds: fieldKindsOf(FORMS[form]), toasts: t.toasts, busy: t.busy, optional: t.optional, thankYou: t.thankYou, draft: t.draft, outbox: t.outbox }
}

/** The forms drawn whole by the form block; the footer's newsletter has its own few words. */
export type FullFormName = Exclude<FormName, 'newsletter'>
type OwnWords<Form extends FullFormName> = ReturnType<(typeof FORMS)[Form]['words']>

export type SharedWords = ReturnType<typeof sharedWords>
export type FormWords<Form extends FullFormName> = SharedWords & OwnWords<Form>

export function formWords<Form extends FullFormName>(form: Form, locale: Locale): FormWords<Form> {
  const t = formMessages(locale)
  return { ...sharedWords(form, locale, t), ...(FORMS[form].words(t) as OwnWords<Form>) }
}

/** A built form's words: the shared ones, with the kinds its own fields say, and the built forms' few. */
export function builtFormWords(locale: Locale, kinds: SharedWords['kinds']) {
  const t = formMessages(locale)
  return { locale, kinds, toasts: t.toasts, busy: t.busy, optional: t.optional, thankYou: t.thankYou, draft: t.draft, outbox: t.outbox, builtForm: t.builtForm }
}
export type BuiltFormWords = ReturnType<typeof builtFormWords>
