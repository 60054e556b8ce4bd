import { startIsolatedServer } from '../fixtures/isolatedServer'
import { cacheCounts } from './pageCache'
import { expect, test } from './test'

// The fixture (tests/fixtures/wordpressData.ts) has 15 posts, newest first: post-1 is dated
// October 29, 2026, 12:00 UTC; each excerpt is `<p>Excerpt for post N &amp; its <strong>story</strong>.</p>`.

type Item = {
  title?: string
  link?: string
  guid?: string
  guidIsPermaLink?: string
  pubDate?: string
  description?: string
}

/** One element's text, CDATA unwrapped and the five XML entities decoded. */
function text(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml)
  if (!match) return undefined
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(match[1])
  if (cdata) return cdata[1]
  return match[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

/** The channel's own fields and its items, read from an RSS 2.0 document. */
function parseRss(xml: string) {
  const items: Item[] = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    title: text(item, 'title'),
    link: text(item, 'link'),
    guid: text(item, 'guid'),
    guidIsPermaLink: /<guid\s+isPermaLink="([^"]*)"/.exec(item)?.[1],
    pubDate: text(item, 'pubDate'),
    description: text(item, 'description'),
  }))
  const channel = xml.slice(0, xml.search(/<item>|<\/channel>/))
  return {
    version: /<rss\s[^>]*version="([^"]+)"/.exec(xml)?.[1],
    title: text(channel, 'title'),
    link: text(channel, 'link'),
    description: text(channel, 'description'),
    language: text(channel, 'language'),
    items,
  }
}

const base = () => process.env.E2E_BASE_URL!

test.describe('blog feed', () => {
  test('the English feed is RSS 2.0 of the newest posts, each linking to its page here', async ({
    request,
  }) => {
    const response = await request.get('/resources/blog/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const feed = parseRss(await response.text())
    expect(feed.version).toBe('2.0')
    expect(feed).toMatchObject({
      title: 'The Simplified Education blog',
      link: `${base()}/resources/blog`,
      language: 'en',
    })
    expect(feed.description).toBe(
      'News, product updates and stories from the schools and ministries we work with.',
    )
    // All 15 of the fixture's posts, as it has fewer than the feed's 20, newest first.
    expect(feed.items).toHaveLength(15)
    expect(feed.items[0]).toEqual({
      title: 'Sample post number 1',
      link: `${base()}/resources/blog/post-1`,
      guid: `${base()}/resources/blog/post-1`,
      guidIsPermaLink: 'true',
      pubDate: 'Thu, 29 Oct 2026 12:00:00 GMT',
      description: 'Excerpt for post 1 & its story.',
    })
    expect(feed.items.map((item) => item.link)).toEqual(
      Array.from({ length: 15 }, (_, index) => `${base()}/resources/blog/post-${index + 1}`),
    )
  })

  test('the Spanish feed names its channel in Spanish and links to the Spanish pages', async ({
    request,
  }) => {
    const response = await request.get('/es/resources/blog/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const feed = parseRss(await response.text())
    expect(feed).toMatchObject({
      title: 'El blog de Simplified Education',
      link: `${base()}/es/resources/blog`,
      language: 'es',
    })
    expect(feed.description).toMatch(/^Noticias, novedades del producto/)
    expect(feed.items).toHaveLength(15)
    expect(feed.items[0]).toMatchObject({
      link: `${base()}/es/resources/blog/post-1`,
      guid: `${base()}/es/resources/blog/post-1`,
      guidIsPermaLink: 'true',
    })
  })

  /** The RSS alternates a page's HTML announces (not its RSC payload): href and title of each. */
  const feedLinksOf = (html: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel="alternate"/.test(tag) && /\btype="application\/rss\+xml"/.test(tag))
      .map((tag) => ({
        href: /\bhref="([^"]*)"/.exec(tag)?.[1],
        title: /\btitle="([^"]*)"/.exec(tag)?.[1],
      }))

  for (const [path, feed, title] of [
    ['/resources/blog', '/resources/blog/rss.xml', 'The Simplified Education blog'],
    [
      '/resources/blog?category=case-studies',
      '/resources/blog/rss.xml',
      'The Simplified Education blog',
    ],
    ['/resources/blog?page=2', '/resources/blog/rss.xml', 'The Simplified Education blog'],
    ['/resources/blog/post-3', '/resources/blog/rss.xml', 'The Simplified Education blog'],
    ['/es/resources/blog', '/es/resources/blog/rss.xml', 'El blog de Simplified Education'],
    [
      '/es/resources/blog?category=product-news',
      '/es/resources/blog/rss.xml',
      'El blog de Simplified Education',
    ],
    ['/es/resources/blog/post-3', '/es/resources/blog/rss.xml', 'El blog de Simplified Education'],
  ]) {
    test(`${path} announces the feed of its language`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(feedLinksOf(await response.text())).toEqual([{ href: `${base()}${feed}`, title }])
    })
  }
})

const METRICS_TOKEN = 'metrics-token-of-the-feed-server'

// A server of its own, so that no feed was read before WordPress goes down (the main server's
// feed may be cached by the tests above), and its own WordPress fixture to take down and up.
test.describe('blog feed while WordPress is down', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let server: Awaited<ReturnType<typeof startIsolatedServer>>
  const feedUrl = () => `${server.baseUrl}/resources/blog/rss.xml`
  const counts = () => cacheCounts({ baseUrl: server.baseUrl, metricsToken: METRICS_TOKEN })

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await startIsolatedServer({ METRICS_TOKEN }, { seed: true })
  })

  test.afterAll(async () => {
    server?.environment.wordpress.setMode('up')
    await server?.stop()
  })

  test('with no feed stored yet: 503 with Retry-After, and nothing stored', async () => {
    server.environment.wordpress.setMode('down')
    for (const path of ['/resources/blog/rss.xml', '/es/resources/blog/rss.xml']) {
      const before = await counts()
      const response = await fetch(`${server.baseUrl}${path}`)
      await response.text()
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect((await counts()).writes).toBe(before.writes)
    }
  })

  test('WordPress back: the feed has its posts (no empty or failed feed was kept)', async () => {
    server.environment.wordpress.setMode('up')
    const before = server.environment.wordpress.requests.length
    const response = await fetch(feedUrl())
    expect(response.status).toBe(200)
    expect(parseRss(await response.text()).items).toHaveLength(15)
    // It asked WordPress for the 20 newest posts (the fixture has 15).
    const asked = server.environment.wordpress.requests
      .slice(before)
      .filter((path) => path.startsWith('/wp-json/wp/v2/posts?'))
    expect(asked.map((path) => new URL(path, server.baseUrl).searchParams.get('per_page'))).toEqual(
      ['20'],
    )
  })

  test('WordPress down again: the feed stored before still answers, with its posts', async () => {
    const good = await (await fetch(feedUrl())).text()
    server.environment.wordpress.setMode('down')
    const before = await counts()
    const response = await fetch(feedUrl())
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(parseRss(body).items).toHaveLength(15)
    expect(body).toBe(good)
    // It came from the page cache, where the good feed was stored.
    expect((await counts()).routeHits).toBeGreaterThan(before.routeHits)
  })
})
