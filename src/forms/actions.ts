'use server'

import { isFormName, type FormName } from '@/lib/forms/definitions'
import { PUBLIC_FORMS } from './publicForms'
import { openBuiltForm } from './builtForms'
import { stateLocale, type FormState } from './formState'
import { submitHtmlForm } from './htmlForm'

/**
 * The public forms' server action: what each <form action> posts to, with or without
 * JavaScript (useActionState hands the form's previous state in). A form binds its name
 * (`sendForm.bind(null, 'demo')`); the name arrives from the browser, so it is checked.
 */
export async function sendForm(
  form: FormName,
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  if (!isFormName(form))
    return { locale: stateLocale(previous), status: 'failed', values: {}, errors: {} }
  return submitHtmlForm(PUBLIC_FORMS[form], previous, data)
}

/**
 * A built form's server action, bound to the form's name (`sendBuiltForm.bind(null, name)`): the
 * form is read again in the page's language, so a form closed since the page was drawn refuses.
 */
export async function sendBuiltForm(
  name: string,
  previous: FormState,
  data: FormData,
): Promise<FormState> {
  const locale = stateLocale(previous)
  const built = await openBuiltForm(name, locale)
  if ('missing' in built) return { locale, status: 'failed', values: {}, errors: {} }
  if ('closed' in built)
    return { locale, status: 'failed', values: {}, errors: { body: built.closed } }
  return submitHtmlForm(built.door, previous, data)
}
