import { describe, expect, it } from 'vitest'
import { SITE_SETTINGS_DEFAULTS, withSiteSettingsDefaults } from '@/lib/siteSettingsDefaults'

describe('withSiteSettingsDefaults', () => {
  it('gives an empty global every field the site reads', () => {
    const settings = withSiteSettingsDefaults({})
    expect(settings.brandName).toBe(SITE_SETTINGS_DEFAULTS.brandName)
    expect(settings.defaultDescription).toBe(SITE_SETTINGS_DEFAULTS.defaultDescription)
    expect(settings.loginButton).toEqual({ label: 'Login', href: '/login' })
    expect(settings.externalUrls.cardActivation).toBe('')
    expect(settings.inboxes.contact).toBe('')
  })

  it('fills a half-filled global field by field and keeps what is there', () => {
    const settings = withSiteSettingsDefaults({
      brandName: 'Our Brand',
      loginButton: { label: 'Sign in', href: '' },
      externalUrls: { helpPortal: 'https://help.example' } as never,
      menus: [{ label: 'Menu', items: [{ label: 'A', href: '/a' }] }],
    })
    expect(settings.brandName).toBe('Our Brand')
    expect(settings.loginButton).toEqual({ label: 'Sign in', href: '/login' })
    expect(settings.externalUrls).toMatchObject({ helpPortal: 'https://help.example', donate: '' })
    expect(settings.menus).toHaveLength(1)
  })

  it('survives a missing global', () => {
    expect(withSiteSettingsDefaults(null).brandName).toBe(SITE_SETTINGS_DEFAULTS.brandName)
  })
})
