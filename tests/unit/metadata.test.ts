import { afterEach, describe, expect, it } from 'vitest'
import { buildMetadata, cutDescription, withBrand } from '@/lib/metadata'

const defaults = { brandName: 'Simplified Education', description: 'Default description.' }

afterEach(() => {
  delete process.env.SERVER_URL
})

describe('page metadata', () => {
  it('appends the brand to a title that lacks it', () => {
    expect(withBrand('Pricing', 'Simplified Education')).toBe('Pricing | Simplified Education')
  })

  it('leaves a title that already names the brand alone', () => {
    expect(withBrand('Why Simplified Education works', 'Simplified Education')).toBe('Why Simplified Education works')
  })

  it('uses the brand alone when there is no title', () => {
    expect(withBrand(undefined, 'Simplified Education')).toBe('Simplified Education')
  })

  it('cuts descriptions to 160 characters on a word boundary', () => {
    const long = 'word '.repeat(60)
    const cut = cutDescription(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/wor…$/)
  })

  it('keeps a short description whole, with whitespace collapsed', () => {
    expect(cutDescription('  A   short\n description ')).toBe('A short description')
  })

  it('builds the canonical link from SERVER_URL and the path', () => {
    process.env.SERVER_URL = 'https://www.school.example/'
    const meta = buildMetadata({ path: '/pricing', title: 'Pricing' }, defaults)
    expect(meta.alternates?.canonical).toBe('https://www.school.example/pricing')
    expect(meta.openGraph?.url).toBe('https://www.school.example/pricing')
  })

  it('emits Open Graph, Twitter card, robots, author and keywords with defaults', () => {
    const meta = buildMetadata({ path: '/' }, { ...defaults, keywords: 'sis, lms' })
    expect(meta.robots).toEqual({ index: true, follow: true })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Simplified Education' })
    expect(meta.authors).toEqual([{ name: 'Simplified Education' }])
    expect(meta.keywords).toBe('sis, lms')
    expect(meta.description).toBe('Default description.')
    expect(meta.openGraph).toMatchObject({ type: 'website', siteName: 'Simplified Education' })
  })

  it('marks articles with their published and modified times and author', () => {
    const meta = buildMetadata(
      { path: '/resources/blog/x', type: 'article', publishedTime: '2026-01-02', modifiedTime: '2026-01-03', author: 'Ann' },
      defaults,
    )
    expect(meta.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02', modifiedTime: '2026-01-03', authors: ['Ann'] })
  })
})
