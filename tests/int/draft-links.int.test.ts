import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOpenDraftLink } from '@/lib/draftLinks/open'
import { VALID_FOR_DAYS_ERROR } from '@/lib/draftLinks/rules'
import type { DraftLink, User } from '@/payload-types'
import { createStaff, testPayload } from './helpers'

const DAY_MS = 24 * 60 * 60 * 1000
const context = { disableRevalidate: true }

let payload: Payload
let editor: User
let reviewer: User
let pageId: number

const asUser = (user: User) => ({
  user: { ...user, collection: 'users' as const },
  overrideAccess: false,
})

beforeAll(async () => {
  payload = await testPayload()
  editor = (await createStaff(payload, ['editor'])).user
  reviewer = (await createStaff(payload, ['reviewer'])).user
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Shared draft',
      path: `shared-draft-${Date.now()}`,
      _status: 'draft',
      layout: [{ blockType: 'hero', heading: 'Draft words' }],
    },
    draft: true,
    context,
  })
  pageId = page.id
}, 240_000)

// Other files count the seeded pages in the same database.
afterAll(async () => {
  await payload.delete({ collection: 'pages', id: pageId, context })
})

type Made = DraftLink & { url: string }

const makeLink = (data: Record<string, unknown> = {}, user: User = editor) =>
  payload.create({
    collection: 'draft-links',
    data: { sharedCollection: 'pages', documentId: pageId, locale: 'en', ...data } as DraftLink,
    ...asUser(user),
  }) as Promise<Made>

/** What a refusal says, field by field (a ValidationError's messages), or its message. */
const refusalOf = (attempt: Promise<unknown>): Promise<string[]> =>
  attempt.then(
    () => ['(accepted)'],
    (error: { message: string; data?: { errors?: { message: string }[] } }) =>
      error.data?.errors?.map((entry) => entry.message) ?? [error.message],
  )

const tokenOf = (link: Made) => link.url.split('/').at(-1)!

const revoke = (id: number, user: User = editor) =>
  payload.update({
    collection: 'draft-links',
    id,
    data: { revokedAt: new Date().toISOString() },
    depth: 0,
    ...asUser(user),
  })

const rowOf = async (id: number) => {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute(sql`SELECT * FROM draft_links WHERE id = ${id}`)
  return rows[0] as Record<string, unknown>
}

describe('draft links', () => {
  it('gives the full link once and keeps only the SHA-256 of its token', async () => {
    const link = await makeLink()
    expect(link.url).toMatch(/^https?:\/\/[^/]+\/draft\/[A-Za-z0-9_-]{43}$/)
    const token = tokenOf(link)
    const row = await rowOf(link.id)
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    // Read back through the API, a link carries neither the token nor its hash.
    const read = await payload.findByID({
      collection: 'draft-links',
      id: link.id,
      ...asUser(editor),
    })
    expect(read).not.toHaveProperty('url')
    expect(read).not.toHaveProperty('tokenHash')
    expect(JSON.stringify(read)).not.toContain(token)
    expect(await findOpenDraftLink(payload, token, 'en')).toEqual({
      collection: 'pages',
      documentId: pageId,
      locale: 'en',
    })
  })

  it('makes a Spanish link under /es, which opens only in Spanish', async () => {
    const link = await makeLink({ locale: 'es' })
    expect(link.url).toMatch(/\/es\/draft\/[A-Za-z0-9_-]{43}$/)
    expect(await findOpenDraftLink(payload, tokenOf(link), 'es')).not.toBeNull()
    expect(await findOpenDraftLink(payload, tokenOf(link), 'en')).toBeNull()
  })

  it('is valid for 7 days unless 1 to 30 are chosen', async () => {
    const before = Date.now()
    const byDefault = await makeLink()
    const one = await makeLink({ validForDays: 1 })
    const thirty = await makeLink({ validForDays: 30 })
    const after = Date.now()
    for (const [link, days] of [
      [byDefault, 7],
      [one, 1],
      [thirty, 30],
    ] as const) {
      expect(link.validForDays).toBe(days)
      const expires = new Date(link.expiresAt!).getTime()
      expect(expires).toBeGreaterThanOrEqual(before + days * DAY_MS)
      expect(expires).toBeLessThanOrEqual(after + days * DAY_MS)
    }
  })

  it('refuses other periods with a clear error and stores nothing', async () => {
    const count = () =>
      payload.count({ collection: 'draft-links' }).then((result) => result.totalDocs)
    const stored = await count()
    for (const validForDays of [0, 31, -1, 2.5, 'seven']) {
      expect(await refusalOf(makeLink({ validForDays })), String(validForDays)).toEqual([
        VALID_FOR_DAYS_ERROR,
      ])
    }
    expect(await count()).toBe(stored)
  })

  it('refuses a link to a document that does not exist', async () => {
    expect(await refusalOf(makeLink({ documentId: 999_999 }))).toEqual([
      'There is no such page, case study or job to share.',
    ])
  })

  it('opens nothing once revoked, and is revoked once only', async () => {
    const link = await makeLink()
    const { token_hash } = await rowOf(link.id)
    const revoked = await revoke(link.id)
    expect((await rowOf(link.id)).token_hash).toBe(token_hash)
    expect(revoked.revokedAt).toBeTruthy()
    expect(revoked.revokedBy).toBe(editor.id)
    expect(await findOpenDraftLink(payload, tokenOf(link), 'en')).toBeNull()
    expect(await refusalOf(revoke(link.id))).toEqual(['This link is already revoked.'])
  })

  it('opens nothing once expired, nor for an unknown token', async () => {
    const link = await makeLink()
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(
      sql`UPDATE draft_links SET expires_at = now() - interval '1 minute' WHERE id = ${link.id}`,
    )
    expect(await findOpenDraftLink(payload, tokenOf(link), 'en')).toBeNull()
    expect(await findOpenDraftLink(payload, 'A'.repeat(43), 'en')).toBeNull()
    expect(await findOpenDraftLink(payload, 'not-a-token', 'en')).toBeNull()
  })

  it('cannot be changed other than by revoking it', async () => {
    const link = await makeLink()
    const change = payload.update({
      collection: 'draft-links',
      id: link.id,
      data: { validForDays: 30 },
      ...asUser(editor),
    })
    expect(await refusalOf(change)).toEqual([
      'A draft link can only be revoked. Make a new one for a different time.',
    ])
    expect((await rowOf(link.id)).valid_for_days).toBe('7')
  })

  it('leaves an audit entry naming who made it and who revoked it', async () => {
    const link = await makeLink({ locale: 'es' })
    await revoke(link.id)
    const { docs } = await payload.find({
      collection: 'draft-link-audits',
      where: { draftLink: { equals: link.id } },
      sort: 'createdAt',
      depth: 0,
      ...asUser(editor),
    })
    expect(
      docs.map(({ action, performedBy, sharedCollection, documentId, locale }) => ({
        action,
        performedBy,
        sharedCollection,
        documentId,
        locale,
      })),
    ).toEqual([
      {
        action: 'create',
        performedBy: editor.id,
        sharedCollection: 'pages',
        documentId: pageId,
        locale: 'es',
      },
      {
        action: 'revoke',
        performedBy: editor.id,
        sharedCollection: 'pages',
        documentId: pageId,
        locale: 'es',
      },
    ])
  })

  it('is made, listed and revoked by editors only: reviewers are refused', async () => {
    await expect(makeLink({}, reviewer)).rejects.toThrow(/not allowed/i)
    const link = await makeLink()
    await expect(payload.find({ collection: 'draft-links', ...asUser(reviewer) })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.find({ collection: 'draft-link-audits', ...asUser(reviewer) }),
    ).rejects.toThrow(/not allowed/i)
    await expect(revoke(link.id, reviewer)).rejects.toThrow(/not allowed/i)
    expect(
      (await payload.findByID({ collection: 'draft-links', id: link.id, overrideAccess: true }))
        .revokedAt,
    ).toBeFalsy()
    // Nobody, not even an editor, writes an audit entry directly.
    await expect(
      payload.create({
        collection: 'draft-link-audits',
        data: {
          action: 'create',
          draftLink: link.id,
          sharedCollection: 'pages',
          documentId: pageId,
          locale: 'en',
          performedBy: editor.id,
        },
        ...asUser(editor),
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
