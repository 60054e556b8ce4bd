import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { down, up } from '@/migrations/20261205_184512_roles_by_need'
import { createStaff, testPayload } from './helpers'

let payload: Payload
const users: Record<string, number> = {}
const context = { disableRevalidate: true }

const BEFORE: Record<string, User['roles']> = {
  editor: ['editor'],
  reviewer: ['reviewer'],
  admin: ['admin'],
  editorAndReviewer: ['editor', 'reviewer'],
}

beforeAll(async () => {
  payload = await testPayload()
  for (const [name, roles] of Object.entries(BEFORE))
    users[name] = (await createStaff(payload, roles)).user.id
})

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { id: { in: Object.values(users) } },
    context,
  })
})

class RolledBack extends Error {}

type Db = Parameters<typeof up>[0]['db']

/**
 * The roles of our users after the migration runs down (the schema before `sales`) and up again,
 * in one transaction that is rolled back: the shared database is left as it was.
 */
async function rolesAfterDownAndUp(): Promise<{
  before: Record<string, string[]>
  after: Record<string, string[]>
}> {
  const read = async (db: Db) => {
    const result = await db.execute(
      sql`SELECT "parent_id", "value" FROM "users_roles" WHERE "parent_id" IN ${Object.values(users)} ORDER BY "parent_id", "order"`,
    )
    const byId = new Map<number, string[]>()
    for (const row of result.rows as { parent_id: number; value: string }[])
      byId.set(row.parent_id, [...(byId.get(row.parent_id) ?? []), row.value])
    return Object.fromEntries(Object.entries(users).map(([name, id]) => [name, byId.get(id) ?? []]))
  }
  let seen: { before: Record<string, string[]>; after: Record<string, string[]> } | undefined
  const drizzle = (
    payload.db as unknown as {
      drizzle: { transaction: (run: (tx: Db) => Promise<void>) => Promise<void> }
    }
  ).drizzle
  await drizzle
    .transaction(async (tx) => {
      await down({ db: tx } as Parameters<typeof down>[0])
      const before = await read(tx)
      await up({ db: tx } as Parameters<typeof up>[0])
      seen = { before, after: await read(tx) }
      throw new RolledBack()
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
  return seen!
}

describe('the roles-by-need migration', () => {
  it('keeps admins and reviewers as they were, and gives every editor sales as well', async () => {
    const { before, after } = await rolesAfterDownAndUp()
    expect(before).toEqual(BEFORE)
    expect(after).toEqual({
      editor: ['editor', 'sales'],
      reviewer: ['reviewer'],
      admin: ['admin'],
      editorAndReviewer: ['editor', 'reviewer', 'sales'],
    })
  })

  it('changed nothing it was not asked to: the rolled-back run left the roles as they are', async () => {
    for (const [name, roles] of Object.entries(BEFORE)) {
      expect(
        (await payload.findByID({ collection: 'users', id: users[name], depth: 0 })).roles,
      ).toEqual(roles)
    }
  })
})
