import { describe, expect, it } from 'vitest'
import { shareImagePath, shareImageVersion } from '@/lib/shareImage/address'
import { drawableTitle, SHARE_TITLE_LIMIT } from '@/lib/shareImage/text'

const subject = {
  pagePath: '/pricing',
  title: 'Pricing',
  brandName: 'Simplified Education',
  locale: 'en' as const,
}

describe('a share image version', () => {
  it('is a short hash that stays the same for the same title, brand and language', () => {
    expect(shareImageVersion(subject)).toMatch(/^[0-9a-f]{12}$/)
    expect(shareImageVersion({ ...subject })).toBe(shareImageVersion(subject))
  })

  it('changes with the title, the language and the brand name', () => {
    const version = shareImageVersion(subject)
    expect(shareImageVersion({ ...subject, title: 'Pricing plans' })).not.toBe(version)
    expect(shareImageVersion({ ...subject, locale: 'es' })).not.toBe(version)
    expect(shareImageVersion({ ...subject, brandName: 'Simplified' })).not.toBe(version)
  })
})

describe('a share image path', () => {
  it('names the version, then the page, under the page’s language', () => {
    const version = shareImageVersion(subject)
    expect(shareImagePath(subject)).toBe(`/share-image/${version}/pricing`)
    const spanish = { ...subject, title: 'Precios', locale: 'es' as const }
    expect(shareImagePath(spanish)).toBe(`/es/share-image/${shareImageVersion(spanish)}/pricing`)
  })

  it('of the home page is the version alone', () => {
    const home = { ...subject, pagePath: '/' }
    expect(shareImagePath(home)).toBe(`/share-image/${shareImageVersion(home)}`)
    expect(shareImagePath({ ...home, locale: 'es' })).toMatch(/^\/es\/share-image\/[0-9a-f]{12}$/)
  })
})

describe('the title a share image draws', () => {
  it('keeps Spanish accents and punctuation, composed', () => {
    expect(drawableTitle('¿Cómo funciona la educación? Año niño')).toBe(
      '¿Cómo funciona la educación? Año niño',
    )
    expect(drawableTitle('Educacio\u0301n')).toBe('Educación')
  })

  it('drops what the fonts cannot draw, rather than fetching a font', () => {
    expect(drawableTitle('Launch 🚀 day 学校')).toBe('Launch day')
  })

  it('cuts a long title on a word boundary', () => {
    const cut = drawableTitle('word '.repeat(60))
    expect(cut.length).toBeLessThanOrEqual(SHARE_TITLE_LIMIT)
    expect(cut).toMatch(/word…$/)
  })
})
