import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as cacheTags from '@/lib/cacheTags'
import { CONTENT_TAGS, isContentTag } from '@/lib/cacheTags'
import { contentRefreshToken } from '@/lib/revalidation/contentRefresh'
import { contentTagsOf, expireTagsOverHttp } from '@/lib/revalidation/expireTagsOverHttp'

const expired: string[] = []
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }))
vi.mock('@/lib/revalidation/purgeVarnish', () => ({ purgeVarnish: async () => {} }))

const { POST } = await import('@/app/(site)/next/revalidate/route')

/** Every tag src/lib/cacheTags.ts makes: its constants, its list, and each builder on a sample. */
function everyTagOfCacheTags(): string[] {
  return Object.entries(cacheTags).flatMap(([name, value]) => {
    if (typeof value === 'string') return [value]
    if (Array.isArray(value)) return value
    if (typeof value === 'function' && value !== isContentTag) {
      const build = value as (part: string | number) => string
      return [
        build('/'),
        build('solutions/governments'),
        build('es/precios'),
        build(42),
        build('jamaica-cashless-bus'),
      ].map((tag) => {
        expect(typeof tag, `${name} builds a tag`).toBe('string')
        return tag
      })
    }
    return []
  })
}

const FOREIGN = [
  '',
  'page:',
  'job:',
  'case-study:',
  'page:a\nb',
  'job:1\r',
  'page:\u2028',
  'Pages',
  ' pages',
  'pages ',
  'global:other',
  'wordpress:posts',
  'blog',
  'case-studies:x',
  '_N_T_/layout',
]

describe('the tags the revalidation endpoint expires', () => {
  it('are every tag src/lib/cacheTags.ts makes', () => {
    const tags = everyTagOfCacheTags()
    expect(tags.length).toBeGreaterThan(CONTENT_TAGS.length)
    expect(tags.filter((tag) => !isContentTag(tag))).toEqual([])
    expect(contentTagsOf({ tags: tags.slice(0, 50) })).toEqual(tags.slice(0, 50))
  })

  it.each(FOREIGN.map((tag) => [JSON.stringify(tag), tag]))('refuse %s', (_shown, tag) => {
    expect(isContentTag(tag)).toBe(false)
    expect(contentTagsOf({ tags: ['pages', tag] })).toBeNull()
  })

  it('refuse a body that is no list of tags, or too long a list', () => {
    for (const body of [
      null,
      {},
      { tags: [] },
      { tags: 'pages' },
      { tags: [1] },
      { tags: Array(51).fill('pages') },
      { tags: [`page:${'a'.repeat(300)}`] },
    ]) {
      expect(contentTagsOf(body)).toBeNull()
    }
  })
})

describe('expiring tags over HTTP', () => {
  const sent: RequestInit[] = []

  beforeEach(() => {
    vi.stubEnv('PAYLOAD_SECRET', 'a secret of the test')
    vi.spyOn(console, 'info').mockImplementation(() => {})
    expired.length = 0
    sent.length = 0
    // The sender's request, answered by the endpoint itself.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(init)
      return POST(new Request(url, init))
    })
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('expires the tags of a document and its lists', async () => {
    await expireTagsOverHttp([
      cacheTags.pageTag('solutions/governments'),
      cacheTags.PAGES_TAG,
      cacheTags.jobTag(7),
    ])
    expect(expired).toEqual(['page:solutions/governments', 'pages', 'job:7'])
  })

  it('never sends a tag the endpoint would refuse', async () => {
    await expect(expireTagsOverHttp(['pages', 'wordpress:posts'])).rejects.toThrow(
      /content tags only/,
    )
    expect(sent).toEqual([])
  })

  it('the endpoint answers 400 to a foreign tag, and expires nothing', async () => {
    const response = await POST(
      new Request('http://localhost/next/revalidate', {
        method: 'POST',
        headers: { authorization: `Bearer ${contentRefreshToken()}` },
        body: JSON.stringify({ tags: ['pages', 'wordpress:posts'] }),
      }),
    )
    expect(response.status).toBe(400)
    expect(expired).toEqual([])
  })
})
