import { contact } from './contact'
import { demo } from './demo'
import { documentRequest } from './documentRequest'
import { newsletter } from './newsletter'
import { quote } from './quote'
import { recovery } from './recovery'

/** Every code-defined form, by name: a new one is a definition here and its collection. */
export const FORMS = { newsletter, demo, quote, contact, recovery, documentRequest }

export type FormName = keyof typeof FORMS
export const FORM_NAMES = Object.keys(FORMS) as FormName[]
export const isFormName = (name: string): name is FormName => Object.hasOwn(FORMS, name)
