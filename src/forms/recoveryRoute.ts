import { PUBLIC_FORMS } from './publicForms'
import { handleFormPost } from './submitForm'

/**
 * `POST /api/forms/recovery`: the shared form pipeline (JSON, size, honeypot, rate limit, zod),
 * then the application is stored and its emails queued. Answers 201 `{ caseId }` (a honeypot
 * hit gets the pipeline's plain 201).
 */
export function postRecoveryApplication(request: Request): Promise<Response> {
  return handleFormPost(request, PUBLIC_FORMS.recovery, (caseId) => ({ caseId }))
}
