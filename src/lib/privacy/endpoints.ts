import type { Endpoint, PayloadRequest } from 'payload'
import { mayDo } from '@/lib/roleMatrix'
import { erasePersonalRecords } from './erase'
import { findPersonalRecords, normalizeEmail } from './records'

const noStore = { 'cache-control': 'no-store' }

const refused = () =>
  Response.json(
    { error: 'Only admins may answer privacy requests.' },
    { status: 403, headers: noStore },
  )

/** The address asked about: `?email=` on GET, `{ "email" }` on POST. */
async function requestedEmail(req: PayloadRequest): Promise<string | null> {
  const fromQuery = typeof req.query?.email === 'string' ? req.query.email : null
  let email = fromQuery
  if (!email && req.method === 'POST' && req.json) {
    const body = (await req.json().catch(() => null)) as { email?: unknown } | null
    email = typeof body?.email === 'string' ? body.email : null
  }
  const normalized = email ? normalizeEmail(email) : ''
  return /^[^\s@]+@[^\s@]+$/.test(normalized) ? normalized : null
}

const audit = (req: PayloadRequest, action: 'export' | 'erase', counts: Record<string, number>) =>
  req.payload.create({
    collection: 'privacy-audits',
    // Counts and who acted, never the address or anything found.
    data: { action, performedBy: req.user!.id, counts },
    depth: 0,
    overrideAccess: true,
  })

const countsOf = (records: { collection: string; versionOf?: number }[]) => {
  const counts: Record<string, number> = {}
  for (const record of records) {
    const key = record.versionOf === undefined ? record.collection : `${record.collection} versions`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

const withAdminAndEmail =
  (handle: (req: PayloadRequest, email: string) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!mayDo(req.user, 'privacy-audits', 'export')) return refused()
    const email = await requestedEmail(req)
    if (!email)
      return Response.json(
        { error: 'Give the email address of the person asking.' },
        { status: 400, headers: noStore },
      )
    return handle(req, email)
  }

/** Admin-only endpoints of the privacy tool, under /api/privacy-audits. */
export const privacyEndpoints: Endpoint[] = [
  {
    path: '/records',
    method: 'get',
    handler: withAdminAndEmail(async (req, email) => {
      const records = await findPersonalRecords(req.payload, email)
      return Response.json({ records }, { headers: noStore })
    }),
  },
  {
    path: '/export',
    method: 'get',
    handler: withAdminAndEmail(async (req, email) => {
      const records = await findPersonalRecords(req.payload, email)
      await audit(req, 'export', countsOf(records))
      const file = JSON.stringify({ email, exportedAt: new Date().toISOString(), records }, null, 2)
      return new Response(file, {
        headers: {
          ...noStore,
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="personal-data.json"',
        },
      })
    }),
  },
  {
    path: '/erase',
    method: 'post',
    handler: withAdminAndEmail(async (req, email) => {
      const counts = await erasePersonalRecords(req.payload, email)
      const entry = await audit(req, 'erase', counts)
      req.payload.logger.info(
        `privacy erasure ${entry.id} by user ${req.user!.id}: ${JSON.stringify(counts)}`,
      )
      return Response.json({ counts, audit: entry.id }, { headers: noStore })
    }),
  },
]
