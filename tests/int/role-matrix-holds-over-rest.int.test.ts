import type { CollectionSlug, Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  OPERATIONS,
  ROLE_MATRIX,
  rolesFor,
  type MatrixRow,
  type MatrixSlug,
  type Operation,
} from '@/lib/roleMatrix'
import { ROLES, type Role } from '@/lib/roles'
import { createEnrolledStaff, createStaff, signInOverHttp, testPayload } from './helpers'
import { startApiServer } from './httpServer'

/*
 * Every cell of the role matrix (src/lib/roleMatrix.ts), tried over HTTP by a signed-in user of
 * each role and by a visitor, one request a cell. Nothing here is changed by the requests that
 * succeed, except what the test makes and deletes itself:
 * - read: the list, narrowed to a document only the read grant shows (a draft, an on-request file,
 *   another user) where everyone else reads a public view of the collection;
 * - create: a draft (or a user) for collections with a sample below, deleted after; elsewhere an
 *   empty body, which the granted roles get refused by validation (400), since Payload checks
 *   access before it validates, and everyone else by access (403);
 * - update and delete: bulk, narrowed to no document, so a grant answers 200 and changes nothing;
 *   the global, which has no bulk form, gets an invalid body (400 past access, else 403);
 * - export: the row's export route.
 */

type Caller = Role | 'visitor'
const CALLERS: Caller[] = [...ROLES, 'visitor']
const SLUGS = Object.keys(ROLE_MATRIX) as MatrixSlug[]

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>
const tokens = {} as Record<Role, string>
const callerIds: number[] = []
/** Per row whose others read a public view: a document only the read grant shows. */
const hidden: Partial<Record<MatrixSlug, number>> = {}
const made: { collection: CollectionSlug; id: number }[] = []
const context = { disableRevalidate: true }
const run = Date.now().toString(36)

/** Drafts are saved without their required fields, so one field each will do (`tag` keeps them unique). */
const draft = (tag: string): Partial<Record<MatrixSlug, Record<string, unknown>>> => ({
  pages: { title: `Role matrix ${tag}`, path: `role-matrix-${tag}` },
  'pricing-tiers': { name: `Role matrix ${tag}` },
  'case-studies': { title: `Role matrix ${tag}`, slug: `role-matrix-${tag}` },
  jobs: { title: `Role matrix ${tag}`, slug: `role-matrix-${tag}` },
  faqs: { question: `Role matrix ${tag}?` },
  'demo-videos': { title: `Role matrix ${tag}` },
  'sub-processors': { name: `Role matrix ${tag}` },
  documents: { title: `Role matrix ${tag}` },
})

/** What a granted create sends: a draft, or a whole user; an empty body elsewhere. */
function createBody(
  slug: MatrixSlug,
  caller: Caller,
): { query: string; body: Record<string, unknown> } | null {
  const sample = draft(`${run}-${caller}`)[slug]
  if (sample) return { query: '?draft=true', body: { ...sample, _status: 'draft' } }
  if (slug === 'users') {
    return {
      query: '',
      body: {
        email: `made-by-${caller}-${run}@int.test`,
        password: 'a-long-test-password',
        name: 'Made',
        roles: ['editor'],
      },
    }
  }
  return null
}

async function pdfFile(name: string): Promise<number> {
  const pdf = await PDFDocument.create()
  pdf.addPage()
  const bytes = Buffer.from(await pdf.save())
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: {
      data: bytes,
      mimetype: 'application/pdf',
      name: `role-matrix-${name}-${run}.pdf`,
      size: bytes.length,
    },
    depth: 0,
    context,
  })
  made.push({ collection: 'document-files', id: file.id })
  return file.id
}

beforeAll(async () => {
  payload = await testPayload()
  api = await startApiServer({
    '/api/review/applications.csv': async (request) =>
      (await import('@/data/review/handlers')).getApplicationsCsv(request),
  })
  for (const role of ROLES) {
    const staff = await createEnrolledStaff(payload, [role])
    callerIds.push(staff.user.id)
    tokens[role] = await signInOverHttp(api.url, staff)
  }
  for (const [slug, data] of Object.entries(draft(run)) as [
    MatrixSlug,
    Record<string, unknown>,
  ][]) {
    const doc = await payload.create({
      collection: slug as CollectionSlug,
      data: data as never,
      draft: true,
      depth: 0,
      context,
    })
    hidden[slug] = doc.id as number
    made.push({ collection: slug as CollectionSlug, id: doc.id as number })
  }
  // An on-request file beside a public one: visitors list the public files, and this one never.
  const [publicFile, onRequestFile] = [await pdfFile('public'), await pdfFile('on-request')]
  hidden['document-files'] = onRequestFile
  const document = await payload.create({
    collection: 'documents',
    data: {
      title: `Role matrix public ${run}`,
      summary: 'A summary.',
      category: 'security',
      file: publicFile,
      version: '1.0',
      issuedOn: '2026-09-15T12:00:00.000Z',
      language: 'en',
      accessLevel: 'public',
      _status: 'published',
    },
    depth: 0,
    context,
  })
  made.push({ collection: 'documents', id: document.id })
  // Someone none of the callers is: only the read (and update) grant reaches another's account.
  const other = await createStaff(payload, ['editor'])
  hidden.users = other.user.id
  made.push({ collection: 'users', id: other.user.id })
})

afterAll(async () => {
  // Documents before their files: a file a document points at is kept.
  for (const { collection, id } of made.filter((entry) => entry.collection !== 'document-files')) {
    await payload.delete({ collection, id, context })
  }
  for (const { collection, id } of made.filter((entry) => entry.collection === 'document-files')) {
    await payload.delete({ collection, id, context })
  }
  await payload.delete({
    collection: 'users',
    where: { email: { like: `-${run}@int.test` } },
    context,
  })
  // The privacy tool's export is logged; the log goes with the callers who made it.
  await payload.delete({
    collection: 'privacy-audits',
    where: { performedBy: { in: callerIds } },
    context,
  })
  await payload.delete({ collection: 'users', where: { id: { in: callerIds } }, context })
  await api.stop()
})

const request = (caller: Caller, method: string, path: string, body?: unknown) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(caller === 'visitor' ? {} : { authorization: `JWT ${tokens[caller]}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const granted = (slug: MatrixSlug, operation: Operation, caller: Caller) =>
  caller !== 'visitor' && rolesFor(slug, operation).includes(caller)

const nothing = 'where[id][equals]=0'

/** One request for the cell; resolves once its answer is checked. */
async function checkCell(slug: MatrixSlug, operation: Operation, caller: Caller): Promise<void> {
  const row: MatrixRow = ROLE_MATRIX[slug]
  const allowed = granted(slug, operation, caller)
  const label = `${caller} ${operation} ${slug}: ${allowed ? 'granted' : 'refused'}`
  const base = row.kind === 'global' ? `/api/globals/${slug}` : `/api/${slug}`

  if (operation === 'read') {
    if (row.kind === 'global')
      return expect((await request(caller, 'GET', base)).status, label).toBe(200)
    const target = hidden[slug]
    const narrowed = target === undefined ? '' : `&where[id][equals]=${target}&draft=true`
    const response = await request(caller, 'GET', `${base}?limit=1&depth=0${narrowed}`)
    // A visitor has no account of their own to read: Payload refuses rather than list none.
    const refusedOutright = !row.others || (row.others === 'own account' && caller === 'visitor')
    if (!allowed && refusedOutright) return expect(response.status, label).toBe(403)
    expect(response.status, label).toBe(200)
    if (target === undefined) return
    const { totalDocs } = (await response.json()) as { totalDocs: number }
    return expect(totalDocs, `${label} (the document only the grant shows)`).toBe(allowed ? 1 : 0)
  }

  if (operation === 'create') {
    if (row.kind === 'global') return
    const sample = createBody(slug, caller)
    const response = await request(
      caller,
      'POST',
      `${base}${sample?.query ?? ''}`,
      sample?.body ?? {},
    )
    if (!allowed) return expect([401, 403], label).toContain(response.status)
    expect(response.status, `${label}: ${await response.clone().text()}`).toBe(sample ? 201 : 400)
    if (sample) {
      const { doc } = (await response.json()) as { doc: { id: number } }
      made.push({ collection: slug as CollectionSlug, id: doc.id })
    }
    return
  }

  if (operation === 'update') {
    if (row.kind === 'global') {
      const response = await request(caller, 'POST', base, { brandName: '' })
      return expect(response.status, label).toBe(allowed ? 400 : 403)
    }
    // Users: the one row whose update reaches everyone's own account; aimed at another's, it finds none.
    const where = slug === 'users' ? `where[id][equals]=${hidden.users}` : nothing
    const response = await request(caller, 'PATCH', `${base}?${where}`, {})
    if (slug === 'users' && caller !== 'visitor') {
      expect(response.status, label).toBe(200)
      const { docs } = (await response.json()) as { docs: unknown[] }
      return expect(docs.length, label).toBe(allowed ? 1 : 0)
    }
    return expect(response.status, label).toBe(allowed ? 200 : 403)
  }

  if (operation === 'delete') {
    if (row.kind === 'global') return
    const response = await request(caller, 'DELETE', `${base}?${nothing}`)
    return expect(response.status, label).toBe(allowed ? 200 : 403)
  }

  if (!row.exportPath) {
    return expect(rolesFor(slug, 'export'), `${slug} grants an export it has no route for`).toEqual(
      [],
    )
  }
  const query =
    slug === 'form-submissions'
      ? '?form=role-matrix-check'
      : slug === 'privacy-audits'
        ? `?email=nobody-${run}@int.test`
        : ''
  const response = await request(caller, 'GET', `${row.exportPath}${query}`)
  if (!allowed) return expect([401, 403], label).toContain(response.status)
  expect(response.status, label).toBe(200)
}

describe('the role matrix holds over REST', () => {
  it('has a row for every collection and global of ours', () => {
    const ours = [
      ...payload.config.collections.map((c) => c.slug),
      ...payload.config.globals.map((g) => g.slug),
    ].filter((slug) => !slug.startsWith('payload-'))
    expect([...ours].sort()).toEqual([...SLUGS].sort())
  })

  describe.each(CALLERS)('as %s', (caller) => {
    it.each(SLUGS)('%s: every operation answers as the matrix says', async (slug) => {
      for (const operation of OPERATIONS) await checkCell(slug, operation, caller)
    })
  })
})
