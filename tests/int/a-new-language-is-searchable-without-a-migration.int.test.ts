import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSearchLanguages } from '../../scripts/searchLanguages'
import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Execute = Parameters<typeof makeSearchLanguages>[0]

/** Runs `check` in a transaction that is then rolled back, so the shared database keeps no French. */
async function inRolledBackTransaction(check: (execute: Execute) => Promise<void>) {
  const drizzle = (payload.db as unknown as PostgresAdapter).drizzle
  const rolledBack = new Error('rolled back')
  await expect(
    drizzle.transaction(async (tx) => {
      await check((query) => tx.execute(query))
      throw rolledBack
    }),
  ).rejects.toBe(rolledBack)
}

describe('a language added to the list', () => {
  it('gets its text search configuration, accents removed before its stemmer, and its own index', async () => {
    await inRolledBackTransaction(async (execute) => {
      const french = [{ code: 'fr', textSearch: 'french' }]
      expect(await makeSearchLanguages(execute, french)).toEqual(['fr'])

      const { rows: matches } = await execute(sql`
        SELECT to_tsvector('site_french', 'Les écoles et l''éducation')
          @@ to_tsquery('site_french', 'ecole & education') AS found`)
      expect(matches[0]?.found).toBe(true)

      const { rows: indexes } = await execute(
        sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'site_search_vector_fr_idx'`,
      )
      expect(String(indexes[0]?.indexdef)).toMatch(/USING gin \(vector\) WHERE.*locale.*'fr'/)

      // Made once: a second run (every migration run makes one) finds it there.
      expect(await makeSearchLanguages(execute, french)).toEqual([])
    })
  })

  it('is not made again for the languages the migrations already made', async () => {
    await inRolledBackTransaction(async (execute) => {
      expect(await makeSearchLanguages(execute)).toEqual([])
    })
  })

  it('is refused when its code could be anything but a language code', async () => {
    await inRolledBackTransaction(async (execute) => {
      await expect(
        makeSearchLanguages(execute, [{ code: "fr' OR true --", textSearch: 'french' }]),
      ).rejects.toThrow(/not a language code/)
    })
  })
})
