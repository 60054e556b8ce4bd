import { beforeEach, describe, expect, it, vi } from 'vitest'

const expired: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }))
vi.mock('@/lib/revalidation/purgeVarnish', () => ({ purgeVarnish: () => {} }))
vi.mock('@/lib/revalidation/jobContext', () => ({ isInsideJob: () => false }))
vi.mock('@/lib/revalidation/expireTagsOverHttp', () => ({ expireTagsOverHttp: async () => {} }))

const { revalidationHooks } = await import('@collections/hooks/revalidate')

type Doc = { id: number; path?: string; _status?: 'draft' | 'published' }
const logged: string[] = []
const request = (context: Record<string, unknown> = {}) =>
  ({ context, payload: { logger: { info: (line: string) => logged.push(line), error: () => {} } } }) as never
const hooks = revalidationHooks<Doc>({
  name: (doc) => `page ${doc.path}`,
  documentTag: (doc) => doc.path && `page:${doc.path}`,
  tags: ['pages'],
})
const change = (doc: Doc, previousDoc: Doc | object, context?: Record<string, unknown>) =>
  hooks.afterChange({ doc, previousDoc, req: request(context) } as never)

describe('revalidationHooks', () => {
  beforeEach(() => {
    expired.length = 0
    logged.length = 0
  })

  it('expires the new and the old address when a published page moves', () => {
    change({ id: 1, path: 'new', _status: 'published' }, { id: 1, path: 'old', _status: 'published' })
    expect(expired).toEqual(['page:new', 'page:old', 'pages'])
    expect(logged).toEqual(['Revalidating page:new, page:old, pages (page new changed)'])
  })

  it('expires nothing for a draft save, or when the seed asks it not to', () => {
    change({ id: 1, path: 'a', _status: 'draft' }, { id: 1, path: 'a', _status: 'draft' })
    change({ id: 1, path: 'a', _status: 'published' }, {}, { disableRevalidate: true })
    expect(expired).toEqual([])
  })

  it('expires the page and the list on delete', () => {
    hooks.afterDelete({ doc: { id: 2, path: 'gone' }, req: request() } as never)
    expect(expired).toEqual(['page:gone', 'pages'])
  })
})
