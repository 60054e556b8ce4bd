import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }))
vi.mock('@/lib/revalidation/purgeVarnish', () => ({ purgeVarnish: () => {} }))
vi.mock('@/lib/revalidation/jobContext', () => ({ isInsideJob: () => false }))
vi.mock('@/lib/revalidation/expireTagsOverHttp', () => ({ expireTagsOverHttp: async () => {} }))

const { revalidationHooks } = await import('@collections/hooks/revalidate')

type Doc = { id: number; path?: string; _status?: 'draft' | 'published' }
const logged: string[] = []
/** A request whose live (non-draft) reads answer `live`, one after another. */
const request = (context: Record<string, unknown> = {}, live: Doc[] = []) =>
  ({
    context,
    payload: {
      logger: { info: (line: string) => logged.push(line), error: () => {} },
      findByID: async () => live.shift() ?? null,
    },
  }) as never
const collection = { slug: 'pages' }
const hooks = revalidationHooks<Doc>({
  name: (doc) => `page ${doc.path}`,
  documentTag: (doc) => doc.path && `page:${doc.path}`,
  tags: ['pages'],
})
const change = (doc: Doc, previousDoc: Doc | object, context?: Record<string, unknown>) =>
  hooks.afterChange({ doc, previousDoc, req: request(context), collection } as never)

describe('revalidationHooks', () => {
  beforeEach(() => {
    expired.length = 0
    logged.length = 0
  })

  it('expires the new and the old address when a published page moves', async () => {
    await change(
      { id: 1, path: 'new', _status: 'published' },
      { id: 1, path: 'old', _status: 'published' },
    )
    expect(expired).toEqual(['page:new', 'page:old', 'pages'])
    expect(logged).toEqual(['Revalidating page:new, page:old, pages (page new changed)'])
  })

  it('expires nothing for a draft save, or when the seed asks it not to', async () => {
    await change({ id: 1, path: 'a', _status: 'draft' }, { id: 1, path: 'a', _status: 'draft' })
    await change({ id: 1, path: 'a', _status: 'published' }, {}, { disableRevalidate: true })
    expect(expired).toEqual([])
  })

  it('expires the live address when a page whose latest version is a draft is unpublished', async () => {
    // Live before the change and not after it: the unpublish. previousDoc is the draft.
    const req = request({}, [
      { id: 3, path: 'live', _status: 'published' },
      { id: 3, path: 'draft', _status: 'draft' },
    ])
    await hooks.beforeChange({
      data: { _status: 'draft' },
      originalDoc: { id: 3 },
      operation: 'update',
      req,
      collection,
    } as never)
    await hooks.afterChange({
      doc: { id: 3, path: 'draft', _status: 'draft' },
      previousDoc: { id: 3, path: 'draft', _status: 'draft' },
      req,
      collection,
    } as never)
    expect(expired).toEqual(['page:draft', 'page:live', 'pages'])
  })

  it('expires nothing for a draft saved over a live page that stays live', async () => {
    const req = request({}, [
      { id: 4, path: 'live', _status: 'published' },
      { id: 4, path: 'live', _status: 'published' },
    ])
    await hooks.beforeChange({
      data: { _status: 'draft' },
      originalDoc: { id: 4 },
      operation: 'update',
      req,
      collection,
    } as never)
    await hooks.afterChange({
      doc: { id: 4, path: 'live', _status: 'draft' },
      previousDoc: { id: 4, path: 'live', _status: 'draft' },
      req,
      collection,
    } as never)
    expect(expired).toEqual([])
  })

  it('expires the page and the list on delete', () => {
    hooks.afterDelete({ doc: { id: 2, path: 'gone' }, req: request() } as never)
    expect(expired).toEqual(['page:gone', 'pages'])
  })
})
