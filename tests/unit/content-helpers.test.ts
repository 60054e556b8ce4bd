import { describe, expect, it } from 'vitest'
import { buildComparison, formatPrice } from '@/blocks/PricingTable/comparison'
import { resolveHref } from '@/components/content/CmsLink'
import { normalizePagePath, pageUrl, pathFromSegments } from '@/lib/documentUrls'
import { pricingTiersSeed } from '../../seed/collections/pricingTiers'

describe('pricing comparison', () => {
  const rows = buildComparison(pricingTiersSeed)
  const row = (feature: string) => rows.find((entry) => entry.feature === feature)?.included

  it('shows surveys and finance only in Premium', () => {
    expect(row('Surveys')).toEqual([false, false, true])
    expect(row('Finance')).toEqual([false, false, true])
  })

  it('shows billing and the parent portal in Professional and Premium', () => {
    expect(row('Billing')).toEqual([false, true, true])
    expect(row('Parent portal')).toEqual([false, true, true])
  })

  it('shows Basic features in every tier', () => {
    expect(row('Attendance')).toEqual([true, true, true])
  })

  it('formats prices with two decimals', () => {
    expect(pricingTiersSeed.map((tier) => formatPrice(tier.price))).toEqual([
      '$1.00',
      '$1.50',
      '$2.25',
    ])
  })
})

describe('page paths', () => {
  it('stores / for home and bare lower-case paths otherwise', () => {
    expect(normalizePagePath('')).toBe('/')
    expect(normalizePagePath('/')).toBe('/')
    expect(normalizePagePath('/Solutions//Governments/')).toBe('solutions/governments')
  })

  it('maps catch-all segments to stored paths and back to URLs', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments(['platform', 'ai'])).toBe('platform/ai')
    expect(pageUrl('/')).toBe('/')
    expect(pageUrl('platform/ai')).toBe('/platform/ai')
  })
})

describe('CMS links', () => {
  const settings = {
    externalUrls: {
      helpPortal: 'https://help.example',
      cardActivation: 'https://card.example',
      donate: 'https://give.example',
      fundraisingSite: 'https://fund.example',
      learningCompanion: 'https://learn.example',
    },
  }

  it('prefers the Site settings address over a typed path', () => {
    expect(
      resolveHref({ label: 'Support', href: '/contact', externalUrl: 'helpPortal' }, settings),
    ).toBe('https://help.example')
    expect(resolveHref({ label: 'Demo', href: '/demo' }, settings)).toBe('/demo')
    expect(resolveHref({ label: 'Nothing' }, settings)).toBeNull()
  })
})
