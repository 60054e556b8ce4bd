import { acceptContactMessage, acceptDemoRequest, acceptNewsletter, acceptQuoteRequest } from './accept'
import { handleFormPost } from './http'
import { contactSchema, demoRequestSchema, newsletterSchema, quoteRequestSchema } from './schemas'

/** `POST /api/forms/<name>` handlers; src/app/(payload)/api/forms/<name>/route.ts exports each. */
export const formRouteHandlers = {
  newsletter: (request: Request) =>
    handleFormPost(request, { form: 'newsletter', schema: newsletterSchema, accept: acceptNewsletter }),
  demo: (request: Request) => handleFormPost(request, { form: 'demo', schema: demoRequestSchema, accept: acceptDemoRequest }),
  quote: (request: Request) =>
    handleFormPost(request, { form: 'quote', schema: quoteRequestSchema, accept: acceptQuoteRequest }),
  contact: (request: Request) =>
    handleFormPost(request, { form: 'contact', schema: contactSchema, accept: acceptContactMessage }),
}
