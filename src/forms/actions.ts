'use server'

import { isFormName, type FormName } from '@/lib/forms/definitions'
import { BUILT_FORM_NAME } from '@/lib/forms/built/names'
import { getPayloadClient } from '@/lib/payload'
import { PUBLIC_FORMS } from './publicForms'
import { builtFormDoor, closedMessage, readBuiltForm } from './builtForms'
import { stateLocale, type FormState } from './formState'
import { submitHtmlForm } from './htmlForm'

/**
 * The public forms' server action: what each <form action> posts to, with or without
 * JavaScript (useActionState hands the form's previous state in). A form binds its name
 * (`sendForm.bind(null, 'demo')`); the name arrives from the browser, so it is checked.
 */
export async function sendForm(form: FormName, previous: FormState, data: FormData): Promise<FormState> {
  if (!isFormName(form)) return { locale: stateLocale(previous), status: 'failed', values: {}, errors: {} }
  return submitHtmlForm(PUBLIC_FORMS[form], previous, data)
}

/**
 * A built form's server action, bound to the form's name (`sendBuiltForm.bind(null, name)`): the
 * form is read again in the page's language, so a form closed since the page was drawn refuses.
 */
export async function sendBuiltForm(name: string, previous: FormState, data: FormData): Promise<FormState> {
  const locale = stateLocale(previous)
  const form = typeof name === 'string' && BUILT_FORM_NAME.test(name) ? await readBuiltForm(await getPayloadClient(), name, locale) : null
  if (!form) return { locale, status: 'failed', values: {}, errors: {} }
  if (form.closed) return { locale, status: 'failed', values: {}, errors: { body: closedMessage(locale) } }
  return submitHtmlForm(builtFormDoor(form), previous, data)
}
