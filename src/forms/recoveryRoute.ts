import { acceptRecoveryApplication } from '@/lib/recovery/acceptApplication'
import { handleFormPost } from './http'
import { recoverySchema } from './schemas'

/**
 * `POST /api/forms/recovery`: the shared form pipeline (JSON, size, honeypot, rate limit, zod),
 * then the application is stored and its emails queued. Answers 201 `{ caseId }`.
 */
export async function postRecoveryApplication(request: Request): Promise<Response> {
  let caseId: string | null = null
  const response = await handleFormPost(request, {
    form: 'recovery',
    schema: recoverySchema,
    accept: async (payload, data, locale) => {
      caseId = await acceptRecoveryApplication(payload, data, locale)
    },
  })
  // Only a stored application has a case ID (a honeypot hit gets the pipeline's plain 201).
  if (response.status !== 201 || !caseId) return response
  return Response.json({ caseId }, { status: 201, headers: { 'cache-control': 'no-store' } })
}
