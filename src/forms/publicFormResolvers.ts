import { zodResolver } from '@hookform/resolvers/zod'
import type { Locale } from '@/lib/i18n/locales'
import { formSchemas } from '@/lib/forms/schemas'

/*
 * The public forms' checks in the browser: the schemas the server parses with, in the page's
 * language. Imported on demand only (src/forms/lazyChecks.ts).
 */
export const demoRequestResolver = (locale: Locale) => zodResolver(formSchemas(locale).demoRequest)
export const quoteRequestResolver = (locale: Locale) => zodResolver(formSchemas(locale).quoteRequest)
export const contactResolver = (locale: Locale) => zodResolver(formSchemas(locale).contact)
export const documentRequestResolver = (locale: Locale) => zodResolver(formSchemas(locale).documentRequest)
