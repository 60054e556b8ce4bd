import { acceptRecoveryApplication } from '@/lib/recovery/acceptApplication'
import type { Locale } from '@/lib/i18n/locales'
import { acceptContactMessage, acceptDemoRequest, acceptNewsletter, acceptQuoteRequest } from './storeSubmission'
import { recoverySchema } from '@/lib/forms/recoverySchema'
import { formSchemas } from '@/lib/forms/schemas'

/**
 * Each public form's schema and what storing it means, by name: the JSON routes
 * (routeHandlers.ts, recoveryRoute.ts) and the HTML forms' server actions (actions.ts) both
 * pass a submission through `submitForm` with the same door.
 */
export const PUBLIC_FORMS = {
  newsletter: { form: 'newsletter', schema: (locale: Locale) => formSchemas(locale).newsletter, accept: acceptNewsletter },
  demo: { form: 'demo', schema: (locale: Locale) => formSchemas(locale).demoRequest, accept: acceptDemoRequest },
  quote: { form: 'quote', schema: (locale: Locale) => formSchemas(locale).quoteRequest, accept: acceptQuoteRequest },
  contact: { form: 'contact', schema: (locale: Locale) => formSchemas(locale).contact, accept: acceptContactMessage },
  /** Accepting an application gives its case ID. */
  recovery: { form: 'recovery', schema: recoverySchema, accept: acceptRecoveryApplication },
}
