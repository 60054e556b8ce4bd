import { FORM_NAMES, isFormName, type FormName } from '@/lib/forms/definitions'
import { PUBLIC_FORMS } from './publicForms'
import { handleFormPost } from './submitForm'

/**
 * `POST /api/forms/<form>`: the form's door (publicForms.ts) behind the JSON pipeline. A form
 * whose storing gives a reference (the recovery application's case ID) answers 201 with it.
 */
export function postForm(request: Request, form: string): Promise<Response> {
  if (!isFormName(form)) return Promise.resolve(Response.json({ errors: { form: `There is no form named "${form}".` } }, { status: 404 }))
  const door = PUBLIC_FORMS[form]
  return handleFormPost(request, door, (result) => (door.reference ? { [door.reference]: result } : { ok: true }))
}

/** Each form's handler by name, for tests that serve one without Next. */
export const formRouteHandlers = Object.fromEntries(FORM_NAMES.map((form) => [form, (request: Request) => postForm(request, form)])) as Record<
  FormName,
  (request: Request) => Promise<Response>
>
