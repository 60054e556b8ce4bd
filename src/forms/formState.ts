import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import type { FieldErrors } from './submitForm'

/** What the visitor sent, as the form sends it: text, or the ticked values of a list. */
export type SentValues = Record<string, string | string[]>

/**
 * A form's state after its server action (an HTML form's POST, with or without JavaScript):
 * `sent`, or back to the visitor with a message per field (`body`: one for the whole form) and
 * what was typed, the honeypot excepted. Serializable: React posts it back with the form.
 */
export type FormState = {
  locale: Locale
  status: 'editing' | 'sent' | 'invalid' | 'failed'
  values: SentValues
  errors: FieldErrors
  /** A recovery application's case ID once it is stored. */
  caseId?: string
}

export const initialFormState = (locale: Locale): FormState => ({
  locale,
  status: 'editing',
  values: {},
  errors: {},
})

/** The state's language, or the default one: the state comes back from the browser unchecked. */
export const stateLocale = (state: unknown): Locale =>
  localeOrDefault((state as Partial<FormState> | null)?.locale)
