import { PUBLIC_FORMS } from './publicForms'
import { handleFormPost } from './submitForm'

/** `POST /api/forms/<name>` handlers; src/app/(payload)/api/forms/<name>/route.ts exports each. */
export const formRouteHandlers = {
  newsletter: (request: Request) => handleFormPost(request, PUBLIC_FORMS.newsletter),
  demo: (request: Request) => handleFormPost(request, PUBLIC_FORMS.demo),
  quote: (request: Request) => handleFormPost(request, PUBLIC_FORMS.quote),
  contact: (request: Request) => handleFormPost(request, PUBLIC_FORMS.contact),
}
