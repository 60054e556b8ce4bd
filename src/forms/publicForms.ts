import { acceptRecoveryApplication } from '@/lib/recovery/acceptApplication'
import { verifyDocumentRequest } from '@/lib/trust/requests'
import { FORMS, FORM_NAMES, type FormName } from '@/lib/forms/definitions'
import { fieldKindsOf } from '@/lib/forms/defineForm'
import type * as z from '@/lib/forms/zod'
import type { FieldKinds } from './fieldKinds'
import { acceptNewsletter, storeLead } from './storeSubmission'
import type { FormDoor } from './submitForm'

/** A public form's door: its schema, how an HTML form sends its fields, and what storing it means. */
export type PublicDoor = FormDoor<z.ZodMiniType, unknown> & {
  kinds: FieldKinds
  reference?: string
}

// Each way of storing receives what its own form's schema parsed: the doors pair them by name.
const OWN_WAYS = {
  newsletter: acceptNewsletter,
  recovery: acceptRecoveryApplication,
  documentRequest: storeLead(FORMS.documentRequest, 'pending'),
} as Partial<Record<FormName, PublicDoor['accept']>>

// What each form asks of the database once its input is valid.
const VERIFIED = { documentRequest: verifyDocumentRequest } as Partial<
  Record<FormName, PublicDoor['verify']>
>

/**
 * Every defined form's door, by name, from its definition. The JSON route (/api/forms/[form])
 * and the HTML forms' server action (actions.ts) both pass a submission through `submitForm`
 * with the same door. A form is stored as a lead (storeLead) unless it has a way of its own.
 */
export const PUBLIC_FORMS = Object.fromEntries(
  FORM_NAMES.map((name) => {
    const definition = FORMS[name]
    const accept =
      OWN_WAYS[name] ?? (storeLead(definition as typeof FORMS.contact) as PublicDoor['accept'])
    const door: PublicDoor = {
      form: name,
      schema: definition.schema,
      kinds: fieldKindsOf(definition),
      reference: FORMS[name].reference,
      accept,
      verify: VERIFIED[name],
    }
    return [name, door]
  }),
) as Record<FormName, PublicDoor>
