import { afterEach, describe, expect, it } from 'vitest'
import { buildMetadata, cutDescription, withBrand } from '@/lib/metadata'
import { shareImageVersion } from '@/lib/shareImage/address'

const defaults = { brandName: 'Simplified Education', description: 'Default description.' }

afterEach(() => {
  delete process.env.SERVER_URL
})

describe('page metadata', () => {
  it('appends the brand to a title that lacks it', () => {
    expect(withBrand('Pricing', 'Simplified Education')).toBe('Pricing | Simplified Education')
  })

  it('leaves a title that already names the brand alone', () => {
    expect(withBrand('Why Simplified Education works', 'Simplified Education')).toBe(
      'Why Simplified Education works',
    )
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
    const meta = buildMetadata({ locale: 'en', path: '/pricing', title: 'Pricing' }, defaults)
    expect(meta.alternates?.canonical).toBe('https://www.school.example/pricing')
    expect(meta.openGraph?.url).toBe('https://www.school.example/pricing')
  })

  it('emits Open Graph, Twitter card, robots, author and keywords with defaults', () => {
    const meta = buildMetadata({ locale: 'en', path: '/' }, { ...defaults, keywords: 'sis, lms' })
    expect(meta.robots).toEqual({ index: true, follow: true })
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Simplified Education',
    })
    expect(meta.authors).toEqual([{ name: 'Simplified Education' }])
    expect(meta.keywords).toBe('sis, lms')
    expect(meta.description).toBe('Default description.')
    expect(meta.openGraph).toMatchObject({ type: 'website', siteName: 'Simplified Education' })
  })

  it('marks articles with their published and modified times and author', () => {
    const meta = buildMetadata(
      {
        locale: 'en',
        path: '/resources/blog/x',
        type: 'article',
        publishedTime: '2026-01-02',
        modifiedTime: '2026-01-03',
        author: 'Ann',
      },
      defaults,
    )
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-02',
      modifiedTime: '2026-01-03',
      authors: ['Ann'],
    })
  })
})

describe('the image a page is shared with', () => {
  const images = (meta: ReturnType<typeof buildMetadata>) => ({
    og: (meta.openGraph?.images as { url: string }[]).map((image) => image.url),
    twitter: (meta.twitter?.images as { url: string }[]).map((image) => image.url),
  })

  it('is the page’s own 1200×630 title image, in its language', () => {
    process.env.SERVER_URL = 'https://www.school.example'
    const meta = buildMetadata(
      { path: '/pricing', title: 'Precios', shareTitle: 'Precios', locale: 'es' },
      defaults,
    )
    const version = shareImageVersion({
      title: 'Precios',
      brandName: defaults.brandName,
      locale: 'es',
    })
    const url = `https://www.school.example/es/share-image/${version}/pricing`
    expect(images(meta)).toEqual({ og: [url], twitter: [url] })
    expect(meta.openGraph?.images).toEqual([
      { url, width: 1200, height: 630, type: 'image/png', alt: 'Precios' },
    ])
  })

  it('is the one the SEO tab names, when it names one', () => {
    process.env.SERVER_URL = 'https://www.school.example'
    const meta = buildMetadata(
      { locale: 'en', path: '/pricing', shareTitle: 'Pricing', image: '/api/media/file/card.png' },
      defaults,
    )
    const url = 'https://www.school.example/api/media/file/card.png'
    expect(images(meta)).toEqual({ og: [url], twitter: [url] })
  })

  it('is the site’s default image for a page without a title', () => {
    process.env.SERVER_URL = 'https://www.school.example'
    expect(images(buildMetadata({ locale: 'en', path: '/' }, defaults)).og).toEqual([
      'https://www.school.example/og-default.png',
    ])
    expect(
      images(
        buildMetadata(
          { locale: 'en', path: '/' },
          { ...defaults, image: '/api/media/file/site.png' },
        ),
      ).twitter,
    ).toEqual(['https://www.school.example/api/media/file/site.png'])
  })

  it('changes its URL when the title changes', () => {
    const before = images(
      buildMetadata(
        { path: '/careers/7', shareTitle: 'Teacher (Kingston)', locale: 'en' },
        defaults,
      ),
    ).og[0]
    const after = images(
      buildMetadata(
        { path: '/careers/7', shareTitle: 'Head teacher (Kingston)', locale: 'en' },
        defaults,
      ),
    ).og[0]
    expect(before).toMatch(/\/share-image\/[0-9a-f]{12}\/careers\/7$/)
    expect(after).not.toBe(before)
  })
})
