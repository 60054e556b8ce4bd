import { acceptContactMessage, acceptDemoRequest, acceptNewsletter, acceptQuoteRequest } from './accept'
import { handleFormPost } from './http'
import type { Locale } from '@/lib/i18n/locales'
import { formSchemas } from './schemas'

/** `POST /api/forms/<name>` handlers; src/app/(payload)/api/forms/<name>/route.ts exports each. */
export const formRouteHandlers = {
  newsletter: (request: Request) =>
    handleFormPost(request, { form: 'newsletter', schema: (locale: Locale) => formSchemas(locale).newsletter, accept: acceptNewsletter }),
  demo: (request: Request) => handleFormPost(request, { form: 'demo', schema: (locale: Locale) => formSchemas(locale).demoRequest, accept: acceptDemoRequest }),
  quote: (request: Request) =>
    handleFormPost(request, { form: 'quote', schema: (locale: Locale) => formSchemas(locale).quoteRequest, accept: acceptQuoteRequest }),
  contact: (request: Request) =>
    handleFormPost(request, { form: 'contact', schema: (locale: Locale) => formSchemas(locale).contact, accept: acceptContactMessage }),
}
