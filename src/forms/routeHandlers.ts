import { FORM_NAMES, isFormName, type FormName } from '@/lib/forms/definitions'
import { PUBLIC_FORMS } from './publicForms'
import { openBuiltForm } from './builtForms'
import { formLocale, handleFormPost } from './submitForm'

const noStore = { 'cache-control': 'no-store' }
const noSuchForm = (form: string) =>
  Response.json(
    { errors: { form: `There is no form named "${form}".` } },
    { status: 404, headers: noStore },
  )

/**
 * `POST /api/forms/<form>`: the form's door (publicForms.ts) behind the JSON pipeline. A form
 * whose storing gives a reference (the recovery application's case ID) answers 201 with it.
 * Any other name is a form marketers built (builtForms.ts): found by its name, or 404; closed, 410.
 */
export async function postForm(request: Request, form: string): Promise<Response> {
  if (isFormName(form)) {
    const door = PUBLIC_FORMS[form]
    return handleFormPost(request, door, (result) =>
      door.reference ? { [door.reference]: result } : { ok: true },
    )
  }
  const built = await openBuiltForm(form, formLocale(request))
  if ('missing' in built) return noSuchForm(form)
  if ('closed' in built)
    return Response.json({ errors: { form: built.closed } }, { status: 410, headers: noStore })
  return handleFormPost(request, built.door)
}

/** Each form's handler by name, for tests that serve one without Next. */
export const formRouteHandlers = Object.fromEntries(
  FORM_NAMES.map((form) => [form, (request: Request) => postForm(request, form)]),
) as Record<FormName, (request: Request) => Promise<Response>>
