import type { Locale } from '@/lib/i18n/locales'
import { fieldKindsOf } from './defineForm'
import { FORMS, type FormName } from './definitions'
import { drawForm, drawRecoveryLayout } from './drawForm'
import type { DrawnForm, DrawnFormName, DrawnItem } from './drawn'
import { formMessages, type FormMessages } from './messages'

/**
 * A full form's words in one language, picked on the server and handed to the form as a prop:
 * the browser gets the page's language only, and only the form's own words. A form drawn from
 * its definition gets it drawn (./drawForm.ts); the recovery application, drawn by hand, its own
 * words. The schemas' messages are not among them; they come with the schemas when the browser
 * checks a form. `kinds` (from the form's definition) says which fields an HTML form sends as
 * text that JSON would type.
 */
function sharedWords(form: FormName, locale: Locale, t: FormMessages) {
  return {
    locale,
    kinds: fieldKindsOf(FORMS[form]),
    toasts: t.toasts,
    busy: t.busy,
    optional: t.optional,
    thankYou: t.thankYou,
    draft: t.draft,
    outbox: t.outbox,
  }
}

/** The forms drawn whole by the form block or their page; the newsletter is drawn as an opt-in sign-up (drawOptInForm). */
export type FullFormName = Exclude<FormName, 'newsletter'>

export type SharedWords = ReturnType<typeof sharedWords>
export type DrawnFormWords = SharedWords & { drawn: DrawnForm }
export type RecoveryFormWords = SharedWords &
  ReturnType<typeof FORMS.recovery.words> & { layout: DrawnItem[] }
/** The words of one full form. */
export type FormWords = DrawnFormWords | RecoveryFormWords

export function formWords(form: 'recovery', locale: Locale): RecoveryFormWords
export function formWords(form: DrawnFormName, locale: Locale): DrawnFormWords
export function formWords(form: FullFormName, locale: Locale): FormWords
export function formWords(form: FullFormName, locale: Locale): FormWords {
  const t = formMessages(locale)
  const shared = sharedWords(form, locale, t)
  if (form === 'recovery')
    return { ...shared, ...FORMS.recovery.words(t), layout: drawRecoveryLayout(locale) }
  return { ...shared, drawn: drawForm(form, locale) }
}

/** A built form's words: the shared ones, with the kinds its own fields say, and the built forms' few. */
export function builtFormWords(locale: Locale, kinds: SharedWords['kinds']) {
  const t = formMessages(locale)
  return {
    locale,
    kinds,
    toasts: t.toasts,
    busy: t.busy,
    optional: t.optional,
    thankYou: t.thankYou,
    draft: t.draft,
    outbox: t.outbox,
    builtForm: t.builtForm,
  }
}
export type BuiltFormWords = ReturnType<typeof builtFormWords>
