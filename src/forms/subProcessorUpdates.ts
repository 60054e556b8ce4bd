import { subscribe } from '@/lib/subProcessors/subscriptions'
import { SUBSCRIPTION_FORM, subscriptionSchema } from '@/lib/subProcessors/subscriptionForm'
import type { FieldKinds } from './fieldKinds'
import type { FormDoor } from './submitForm'

/**
 * The sub-processor updates subscription's door: the forms' own checks (size, honeypot, per-IP
 * limit, schema), then double opt-in. Whatever became of the address (new, pending, confirmed),
 * the visitor is told the same.
 */
export const subProcessorUpdatesDoor: FormDoor<ReturnType<typeof subscriptionSchema>> & {
  kinds: FieldKinds
} = {
  form: SUBSCRIPTION_FORM,
  schema: subscriptionSchema,
  kinds: {},
  accept: async (payload, data, language) => {
    await subscribe(payload, { email: data.email, language, page: data.page })
  },
}
