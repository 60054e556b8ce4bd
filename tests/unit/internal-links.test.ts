import { describe, expect, it } from 'vitest'
import { internalPathOf, linkedPaths } from '@/lib/links/internalLinks'
import { hasSessionCookie, wantsStaffBar } from '../../server/staffBar'

describe('internal links', () => {
  it('reads the path of internal hrefs only', () => {
    expect(internalPathOf('/solutions/governments/#top')).toBe('/solutions/governments')
    expect(internalPathOf('/Demo?from=hero')).toBe('/demo')
    expect(internalPathOf('/')).toBe('/')
    for (const href of ['#features', 'https://example.org/x', '//evil.example/x', '', null])
      expect(internalPathOf(href), String(href)).toBeNull()
  })

  it('finds every href at any depth of a layout, and nothing else', () => {
    const layout = [
      {
        blockType: 'hero',
        heading: '/not-a-link',
        links: [{ href: '/demo' }, { href: 'https://x.org' }],
      },
      { blockType: 'cardGrid', cards: [{ link: { href: '/pricing#tiers' } }] },
    ]
    expect([...linkedPaths(layout)].sort()).toEqual(['/demo', '/pricing'])
  })
})

describe('staff bar requests', () => {
  const request = (url: string, cookie?: string, extra: Record<string, string> = {}) => ({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...extra },
  })

  it('are page requests carrying the session cookie', () => {
    expect(hasSessionCookie('a=1; payload-token=x')).toBe(true)
    expect(hasSessionCookie('not-payload-token=x')).toBe(false)
    expect(wantsStaffBar(request('/pricing', 'payload-token=x'))).toBe(true)
    expect(wantsStaffBar(request('/pricing'))).toBe(false)
    expect(wantsStaffBar(request('/cms/collections/pages', 'payload-token=x'))).toBe(false)
    expect(wantsStaffBar(request('/pricing', 'payload-token=x', { rsc: '1' }))).toBe(false)
    expect(
      wantsStaffBar(request('/pricing', 'payload-token=x', { 'sec-fetch-dest': 'iframe' })),
    ).toBe(false)
  })
})
