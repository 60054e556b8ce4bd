import { Forbidden, NotFound } from 'payload'
import { queueEmail } from '@/lib/email'
import { statusUpdateEmail } from '@/lib/recovery/emails'
import { streamApplicationsCsv } from './exportCsv'
import { listApplications } from './list'
import { parseReviewQuery } from '@/lib/review/query'
import { requireReviewer } from './session'
import {
  EMAIL_WARNING,
  statusUpdateSchema,
  type StatusUpdateResult,
} from '@/lib/review/statusUpdate'

const MAX_BODY_BYTES = 16 * 1024
const noStore = { 'cache-control': 'no-store' }
const json = (status: number, body: unknown) => Response.json(body, { status, headers: noStore })

/** GET /api/review/applications?status=&q=&page= */
export async function getApplicationsList(request: Request): Promise<Response> {
  const session = await requireReviewer(request)
  if (session instanceof Response) return session
  try {
    return json(200, await listApplications(session, parseReviewQuery(new URL(request.url))))
  } catch (error) {
    session.payload.logger.error({ err: error }, 'listing recovery applications failed')
    return json(500, { error: 'Failed to load applications' })
  }
}

/** GET /api/review/applications.csv?status=&q= */
export async function getApplicationsCsv(request: Request): Promise<Response> {
  const session = await requireReviewer(request)
  if (session instanceof Response) return session
  const query = parseReviewQuery(new URL(request.url))
  const stamp = new Date().toISOString().slice(0, 10)
  return new Response(streamApplicationsCsv(session, query), {
    headers: {
      ...noStore,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="recovery-applications-${query.status}-${stamp}.csv"`,
    },
  })
}

async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    throw new Error('Send JSON.')
  const text = await request.text()
  if (text.length > MAX_BODY_BYTES) throw new Error('The request is too large.')
  return JSON.parse(text)
}

/**
 * POST /api/review/applications/:id/status: saves status, notes (null if empty), reviewer (null
 * if empty) and the time, as the signed-in reviewer (so the version history records who), then
 * emails the applicant. If SMTP fails, the change stands, the email is queued as a retried job,
 * and the answer carries the warning the page shows.
 */
export async function postStatusUpdate(request: Request, id: string): Promise<Response> {
  const session = await requireReviewer(request)
  if (session instanceof Response) return session
  const { payload, user } = session

  let body: unknown
  try {
    body = await readJson(request)
  } catch (error) {
    return json(400, {
      error:
        error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : (error as Error).message,
    })
  }
  const parsed = statusUpdateSchema.safeParse(body)
  if (!parsed.success) return json(400, { error: parsed.error.issues[0].message })
  if (!/^\d+$/.test(id)) return json(404, { error: 'Application not found.' })

  const { status, notes, reviewer } = parsed.data
  let application
  try {
    application = await payload.update({
      collection: 'recovery-applications',
      id: Number(id),
      data: {
        applicationStatus: status,
        adminNotes: notes || null,
        reviewedBy: reviewer || null,
        statusUpdatedAt: new Date().toISOString(),
      },
      user,
      overrideAccess: false,
      depth: 0,
    })
  } catch (error) {
    if (error instanceof NotFound) return json(404, { error: 'Application not found.' })
    if (error instanceof Forbidden)
      return json(403, { error: 'Your account may not update applications.' })
    payload.logger.error({ err: error, id }, 'updating an application status failed')
    return json(500, { error: 'Failed to update status' })
  }

  const email = statusUpdateEmail({
    email: application.contactEmail,
    contactName: application.contactName,
    caseId: application.caseId,
    schoolName: application.schoolName,
    newStatus: application.applicationStatus,
    adminNotes: application.adminNotes ?? '',
    language: application.language,
  })
  let result: StatusUpdateResult
  try {
    await payload.sendEmail({ to: application.contactEmail, ...email })
    result = { emailSent: true }
  } catch (sendError) {
    payload.logger.warn(
      { err: sendError, caseId: application.caseId },
      'status email failed; queued for retry',
    )
    try {
      await queueEmail(payload, { to: application.contactEmail, ...email })
    } catch (queueError) {
      payload.logger.error(
        { err: queueError, caseId: application.caseId },
        'queueing the status email failed too',
      )
    }
    result = { emailSent: false, warning: EMAIL_WARNING }
  }
  return json(200, result)
}
