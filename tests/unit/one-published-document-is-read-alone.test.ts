import { beforeEach, describe, expect, it, vi } from 'vitest'

type FindArgs = {
  collection: string
  where?: object
  limit?: number
  pagination?: boolean
  select?: object
}
const finds: FindArgs[] = []
const stored = new Map<string, { id: number; slug?: string; path?: string }>([
  ['case-studies', { id: 1, slug: 'jamaica' }],
  ['jobs', { id: 7 }],
  ['pages', { id: 3, path: 'pricing' }],
])

// Each reader through a plain Local API stand-in, outside Next's cache.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }))
vi.mock('next/server', () => ({ connection: async () => undefined }))
vi.mock('@/data/payload', () => ({
  getPayloadClient: async () => ({
    find: async (args: FindArgs) => {
      finds.push(args)
      const doc = stored.get(args.collection)!
      const [[field, condition]] = Object.entries(args.where ?? {}) as [
        string,
        { equals: unknown },
      ][]
      const matches = (doc as Record<string, unknown>)[field] === condition.equals
      return { docs: matches ? [doc] : [], totalDocs: matches ? 1 : 0 }
    },
  }),
}))

const { getCaseStudy, getJob, getPageByPath } = await import('@/data/content')

beforeEach(() => {
  finds.length = 0
})

/** Every read asked for one row at most: none read a collection's list. */
const expectOnlySingleRows = () => {
  expect(finds.length).toBeGreaterThan(0)
  for (const args of finds)
    expect(args, JSON.stringify(args)).toMatchObject({ limit: 1, where: expect.any(Object) })
}

describe('one published document is read alone, never through its collection’s list', () => {
  it('a case study by its slug', async () => {
    expect(await getCaseStudy('jamaica', false, 'en')).toMatchObject({ id: 1 })
    expectOnlySingleRows()
  })

  it('a job by its id', async () => {
    expect(await getJob('7', false, 'es')).toMatchObject({ id: 7 })
    expectOnlySingleRows()
  })

  it('a page by its path', async () => {
    expect(await getPageByPath('pricing', false, 'en')).toMatchObject({ id: 3 })
    expectOnlySingleRows()
  })

  it('an unknown slug with one lookup of its id only, and no read of the document', async () => {
    expect(await getCaseStudy('atlantis', false, 'en')).toBeNull()
    expect(finds).toEqual([
      expect.objectContaining({ collection: 'case-studies', limit: 1, select: {} }),
    ])
  })
})
