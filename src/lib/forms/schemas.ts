import type * as z from './zod'
import type { Locale } from '@/lib/i18n/locales'
import { contact } from './definitions/contact'
import { demo } from './definitions/demo'
import { documentRequest } from './definitions/documentRequest'
import { newsletter } from './definitions/newsletter'
import { quote } from './definitions/quote'
import { LIMITS } from './limits'

/*
 * The public forms' rules, shared by the browser (react-hook-form's zod resolver, loaded when a
 * form is reached for) and the server (/api/forms/*): each form's definition (./definitions)
 * makes them from its fields. Text is trimmed; lengths are capped (./limits).
 */
export { LIMITS }

/** The schemas whose messages speak `locale`; the browser and the server pick the same one. */
export const formSchemas = (locale: Locale) => ({
  newsletter: newsletter.schema(locale),
  demo: demo.schema(locale),
  quote: quote.schema(locale),
  contact: contact.schema(locale),
  documentRequest: documentRequest.schema(locale),
})

export const newsletterSchema = newsletter.schema('en')
export const demoRequestSchema = demo.schema('en')
export const quoteRequestSchema = quote.schema('en')
export const contactSchema = contact.schema('en')
export const documentRequestSchema = documentRequest.schema('en')

export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>
export type DemoRequestInput = z.input<typeof demoRequestSchema>
export type DemoRequest = z.output<typeof demoRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
export type DocumentRequestInput = z.input<typeof documentRequestSchema>
export type DocumentRequestData = z.output<typeof documentRequestSchema>
