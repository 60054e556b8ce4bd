import type * as z from './zod'
import type { Locale } from '@/lib/i18n/locales'
import { contact } from './definitions/contact'
import { demo } from './definitions/demo'
import { documentRequest } from './definitions/documentRequest'
import { newsletter } from './definitions/newsletter'
import { quote } from './definitions/quote'

/*
 * The public forms' rules, shared by the browser (react-hook-form's zod resolver, loaded when a
 * form is reached for) and the server (/api/forms/*): each form's definition (./definitions)
 * makes them from its fields. Text is trimmed; lengths are capped (./limits).
 */

/** The schemas whose messages speak `locale`; the browser and the server pick the same one. */
export const formSchemas = (locale: Locale) => ({
  newsletter: newsletter.schema(locale),
  demo: demo.schema(locale),
  quote: quote.schema(locale),
  contact: contact.schema(locale),
  documentRequest: documentRequest.schema(locale),
})

export const quoteRequestSchema = quote.schema('en')

export type Newsletter = z.output<ReturnType<typeof newsletter.schema>>
export type ContactInput = z.input<ReturnType<typeof contact.schema>>
