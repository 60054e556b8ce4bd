import { FORM_DOORS } from './doors'
import { handleFormPost } from './http'

/** `POST /api/forms/<name>` handlers; src/app/(payload)/api/forms/<name>/route.ts exports each. */
export const formRouteHandlers = {
  newsletter: (request: Request) => handleFormPost(request, FORM_DOORS.newsletter),
  demo: (request: Request) => handleFormPost(request, FORM_DOORS.demo),
  quote: (request: Request) => handleFormPost(request, FORM_DOORS.quote),
  contact: (request: Request) => handleFormPost(request, FORM_DOORS.contact),
}
