import { describe, expect, it } from 'vitest'
import { recordVisit, sourceForForm, type Page } from '@/lib/leadSource/browser'
import { leadSourceOf, sourceFromRequest } from '@/lib/leadSource/request'
import { cleanText, leadSourceSchema, originOf, sitePath } from '@/lib/leadSource/schema'
import { toStoredSource, webhookSource } from '@/lib/leadSource/stored'

const noUtm = { source: null, medium: null, campaign: null, term: null, content: null }

describe('cleaning a source value', () => {
  it('removes control characters, trims and cuts to 200 characters', () => {
    expect(cleanText(' spring\u0000-\u001bsale\u007f\u0085 ')).toBe('spring-sale')
    expect(cleanText('x'.repeat(500))).toHaveLength(200)
    // Cut by character, never through the middle of one.
    expect(cleanText('😀'.repeat(201))).toBe('😀'.repeat(200))
  })

  it('keeps nothing of what is not text, or only blanks', () => {
    for (const value of [undefined, null, 42, {}, ['a'], '', ' \t\n '])
      expect(cleanText(value)).toBeUndefined()
  })

  it('reduces a referrer to its scheme and host', () => {
    expect(originOf('https://user:pw@Partner.Example:8443/path/page?q=secret#top')).toBe(
      'https://partner.example:8443',
    )
    expect(originOf('http://news.example')).toBe('http://news.example')
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '/relative', 42])
      expect(originOf(value)).toBeUndefined()
  })

  it('keeps a page only as a path of this site', () => {
    expect(sitePath('/pricing?utm_source=x')).toBe('/pricing?utm_source=x')
    expect(sitePath('/\t/evil.example')).toBeUndefined()
    for (const value of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'pricing'])
      expect(sitePath(value)).toBeUndefined()
  })
})

describe('reading a sent source', () => {
  it('drops a source that is no object, and stores nothing of it', () => {
    for (const sent of [undefined, null, 'utm_source=x', 7, ['/pricing']]) {
      expect(webhookSource(toStoredSource(leadSourceSchema.parse(sent)))).toEqual({
        landingPage: null,
        referrer: null,
        formPage: null,
        utm: noUtm,
        firstTouch: null,
      })
    }
  })

  it('drops each value it cannot read and keeps the others', () => {
    const source = leadSourceSchema.parse({
      landingPage: 'https://evil.example/',
      referrer: 'https://partner.example/deals?id=9',
      formPage: '/demo',
      utm: { source: 'news\nletter', medium: { nested: true }, campaign: 'c'.repeat(300) },
      firstTouch: { landingPage: '/', at: 'yesterday', utm: 'nope' },
    })
    expect(webhookSource(toStoredSource(source))).toEqual({
      landingPage: null,
      referrer: 'https://partner.example',
      formPage: '/demo',
      utm: { ...noUtm, source: 'newsletter', campaign: 'c'.repeat(200) },
      firstTouch: { landingPage: '/', referrer: null, utm: noUtm, at: null },
    })
  })

  it('has no first touch when the one sent holds nothing', () => {
    expect(
      leadSourceSchema.parse({ firstTouch: { at: '2026-01-01T00:00:00Z', utm: {} } }).firstTouch,
    ).toBeNull()
  })
})

describe('the source a request tells by itself (a form sent without scripts)', () => {
  const host = 'www.site.example'

  it("takes the form's page and its UTM values from a Referer on this site", () => {
    const source = sourceFromRequest({
      referer: `https://${host}/contact?utm_source=x&utm_medium=mail&page=2`,
      host,
    })
    expect(source.formPage).toBe('/contact?utm_source=x&utm_medium=mail&page=2')
    expect(source.referrer).toBeUndefined()
    expect(source.utm).toEqual({
      source: 'x',
      medium: 'mail',
      campaign: undefined,
      term: undefined,
      content: undefined,
    })
  })

  it("takes another site's Referer as the referrer, its origin only", () => {
    const source = sourceFromRequest({ referer: 'https://partner.example/list?utm_source=x', host })
    expect(source.referrer).toBe('https://partner.example')
    expect(source.formPage).toBeUndefined()
    expect(source.utm.source).toBeUndefined()
  })

  it('tells nothing without a readable Referer', () => {
    for (const referer of [null, '', 'not a url'])
      expect(
        webhookSource(toStoredSource(sourceFromRequest({ referer, host }))).formPage,
      ).toBeNull()
  })

  it('fills only the gaps of what the browser sent', () => {
    const from = { referer: `http://${host}/demo?utm_source=page`, host }
    expect(leadSourceOf({ landingPage: '/', utm: { source: 'visit' } }, from)).toMatchObject({
      landingPage: '/',
      formPage: '/demo?utm_source=page',
      utm: { source: 'visit' },
    })
    expect(leadSourceOf({ formPage: '/sent' }, from)).toMatchObject({
      formPage: '/sent',
      utm: { source: 'page' },
    })
  })
})

/** A browser's Storage, kept in a Map. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const MARKETING_ACCEPTED = 'consent=abcdefgh12.v1.11'
const MARKETING_REFUSED = 'consent=abcdefgh12.v1.10'

function browser(cookie = '') {
  const session = new MemoryStorage()
  const local = new MemoryStorage()
  const at = (url: string, referrer = ''): Page => {
    const { pathname, search, host } = new URL(url, 'https://www.site.example')
    return { location: { pathname, search, host }, referrer, cookie, session, local }
  }
  return { at, session, local, setCookie: (value: string) => (cookie = value) }
}

describe("the browser's record of a visit", () => {
  it('keeps the landing page, the referrer and the UTM values of the visit for its forms', () => {
    const { at } = browser()
    recordVisit(
      at('/pricing?utm_source=news&utm_campaign=spring', 'https://partner.example/post/1'),
    )
    recordVisit(at('/company', 'https://www.site.example/pricing'))
    expect(sourceForForm(at('/demo'))).toMatchObject({
      landingPage: '/pricing?utm_source=news&utm_campaign=spring',
      referrer: 'https://partner.example',
      formPage: '/demo',
      utm: { source: 'news', campaign: 'spring' },
      firstTouch: null,
    })
  })

  it('counts no referrer for our own site, and a campaign link starts a new visit', () => {
    const { at } = browser()
    recordVisit(at('/', 'https://www.site.example/pricing'))
    expect(sourceForForm(at('/demo'))).toMatchObject({ landingPage: '/', referrer: null, utm: {} })
    recordVisit(at('/platform?utm_source=ad', 'https://www.site.example/'))
    expect(sourceForForm(at('/demo'))).toMatchObject({
      landingPage: '/platform?utm_source=ad',
      utm: { source: 'ad' },
    })
  })

  it('keeps a first touch only while marketing cookies are accepted, and forgets it when refused', () => {
    const first = browser()
    recordVisit(first.at('/?utm_source=old'))
    expect(first.local.length).toBe(0)

    const { at, local, setCookie } = browser(MARKETING_ACCEPTED)
    recordVisit(at('/?utm_source=first'))
    recordVisit(at('/pricing?utm_source=second'))
    expect(sourceForForm(at('/demo'))).toMatchObject({
      utm: { source: 'second' },
      firstTouch: { landingPage: '/?utm_source=first', utm: { source: 'first' } },
    })
    setCookie(MARKETING_REFUSED)
    expect(sourceForForm(at('/demo')).firstTouch).toBeNull()
    expect(local.length).toBe(0)
  })

  it('starts a new first touch after 90 days', () => {
    const { at, local } = browser(MARKETING_ACCEPTED)
    const old = {
      landingPage: '/old',
      referrer: null,
      utm: {},
      at: new Date(Date.now() - 91 * 86_400_000).toISOString(),
    }
    local.setItem('lead-source-first-touch', JSON.stringify(old))
    recordVisit(at('/new'))
    expect(sourceForForm(at('/demo')).firstTouch).toMatchObject({ landingPage: '/new' })
  })

  it('still sends the form page when storage is refused', () => {
    const page: Page = {
      location: { pathname: '/demo', search: '', host: 'www.site.example' },
      referrer: '',
      cookie: MARKETING_ACCEPTED,
      session: null,
      local: null,
    }
    recordVisit(page)
    expect(sourceForForm(page)).toEqual({ formPage: '/demo', firstTouch: null })
  })
})
