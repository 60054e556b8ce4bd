import { describe, expect, it } from 'vitest'
import { blogFeedAlternates, blogFeedXml, wordpressMoment, xmlText } from '@/lib/blogFeed'
import type { BlogPostSummary } from '@/data/wordpress'
import { contentMessages } from '@/components/content/messages'

// The blog's words as the routes hand them over.
const WORDS = { en: contentMessages('en').blog, es: contentMessages('es').blog }

const post = (index: number, fields: Partial<BlogPostSummary> = {}): BlogPostSummary =>
  ({
    slug: `post-${index}`,
    title: `Post ${index} & more`,
    excerpt: `Excerpt ${index} <b>as text</b>`,
    date: '2026-10-29T07:30:00',
    dateGmt: '2026-10-29T12:30:00',
    ...fields,
  }) as BlogPostSummary

const SERVER = 'https://www.school-platform.example'
const items = (xml: string) =>
  [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => item)
const field = (item: string, name: string) =>
  new RegExp(`<${name}[^>]*>(?:<!\\[CDATA\\[)?([\\s\\S]*?)(?:\\]\\]>)?</${name}>`).exec(item)?.[1]

describe('the blog feed', () => {
  it('carries at most the 20 newest posts', () => {
    const xml = blogFeedXml({
      posts: Array.from({ length: 25 }, (_, index) => post(index + 1)),
      locale: 'en',
      serverUrl: SERVER,
      brandName: 'Brand',
      words: WORDS.en,
    })
    expect(items(xml)).toHaveLength(20)
    expect(field(items(xml)[0], 'title')).toBe('Post 1 & more')
  })

  it('links each post to its page on this site, which is also its permalink guid', () => {
    const [item] = items(
      blogFeedXml({
        posts: [post(1)],
        locale: 'en',
        serverUrl: SERVER,
        brandName: 'Brand',
        words: WORDS.en,
      }),
    )
    expect(field(item, 'link')).toBe(`${SERVER}/resources/blog/post-1`)
    expect(item).toContain(`<guid isPermaLink="true">${SERVER}/resources/blog/post-1</guid>`)
    expect(field(item, 'pubDate')).toBe('Thu, 29 Oct 2026 12:30:00 GMT')
    expect(field(item, 'description')).toBe('Excerpt 1 <b>as text</b>')
  })

  it('names its channel, links and language in Spanish for the Spanish feed', () => {
    const xml = blogFeedXml({
      posts: [post(1)],
      locale: 'es',
      serverUrl: SERVER,
      brandName: 'Marca',
      words: WORDS.es,
    })
    const channel = xml.slice(0, xml.indexOf('<item>'))
    expect(field(channel, 'title')).toBe('El blog de Marca')
    expect(field(channel, 'link')).toBe(`${SERVER}/es/resources/blog`)
    expect(field(channel, 'language')).toBe('es')
    expect(channel).toContain(`href="${SERVER}/es/resources/blog/rss.xml"`)
    expect(field(items(xml)[0], 'link')).toBe(`${SERVER}/es/resources/blog/post-1`)
  })

  it('is a valid feed with no items when the blog is empty', () => {
    const xml = blogFeedXml({
      posts: [],
      locale: 'en',
      serverUrl: SERVER,
      brandName: 'Brand',
      words: WORDS.en,
    })
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/)
    expect(items(xml)).toEqual([])
  })

  it('announces itself to blog pages in their language', () => {
    expect(blogFeedAlternates('en', SERVER, 'Brand', WORDS.en)).toEqual({
      'application/rss+xml': [{ url: `${SERVER}/resources/blog/rss.xml`, title: 'The Brand blog' }],
    })
    expect(blogFeedAlternates('es', SERVER, 'Marca', WORDS.es)).toEqual({
      'application/rss+xml': [
        { url: `${SERVER}/es/resources/blog/rss.xml`, title: 'El blog de Marca' },
      ],
    })
  })
})

describe('feed text and dates', () => {
  it("reads WordPress's zone-less dates as UTC, preferring date_gmt", () => {
    expect(
      wordpressMoment({
        date: '2026-10-29T07:30:00',
        dateGmt: '2026-10-29T12:30:00',
      })?.toISOString(),
    ).toBe('2026-10-29T12:30:00.000Z')
    expect(wordpressMoment({ date: '2026-10-29T07:30:00', dateGmt: null })?.toISOString()).toBe(
      '2026-10-29T07:30:00.000Z',
    )
    expect(wordpressMoment({ date: 'not a date', dateGmt: null })).toBeNull()
  })

  it('drops what XML 1.0 cannot carry and never ends a CDATA section early', () => {
    expect(xmlText('a\u0000b\u0007c\td')).toBe('abc\td')
    expect(xmlText('x ]]> y ]]> z')).toBe('x ]] > y ]] > z')
  })
})
