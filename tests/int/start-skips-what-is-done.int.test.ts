import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '@/migrations'
import { committedMigrations, hasUsers, pendingMigrations } from '../../scripts/databaseState'
import { startTestDatabase } from '../fixtures/testDatabase'
import type { Database } from '../../scripts/database'
import { createStaff, testPayload } from './helpers'

// npm start, dev, build and seed skip Payload's migrate (and dev its seed) on these answers.
describe('what a start asks of the database before loading Payload', () => {
  let fresh: Database

  beforeAll(async () => {
    fresh = await startTestDatabase()
  })

  afterAll(async () => {
    await fresh.stop()
  })

  it('names the committed migrations as Payload runs them', () => {
    expect(committedMigrations()).toEqual(migrations.map((migration) => migration.name))
  })

  it('on an empty database: every migration pending, nobody to sign in', async () => {
    expect(await pendingMigrations(fresh.url)).toEqual(committedMigrations())
    expect(await hasUsers(fresh.url)).toBe(false)
  })

  it('on a migrated database: nothing pending; a user once one exists', async () => {
    expect(await pendingMigrations(process.env.DATABASE_URL!)).toEqual([])
    const payload = await testPayload()
    const staff = await createStaff(payload, ['editor'])
    try {
      expect(await hasUsers(process.env.DATABASE_URL!)).toBe(true)
    } finally {
      await payload.delete({ collection: 'users', id: staff.user.id })
    }
  })
})
