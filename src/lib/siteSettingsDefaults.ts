import type { SiteSetting } from '@/payload-types'

/**
 * What the site shows while the site-settings global is empty or half-filled (a fresh database
 * before `npm run seed`, or fields added after the settings were saved). Links that have no
 * address stay empty so that nothing points somewhere made up.
 */
export const SITE_SETTINGS_DEFAULTS = {
  brandName: 'School Platform',
  defaultDescription:
    'Cloud school management for ministries of education, school leaders, teachers and parents.',
  loginButton: { label: 'Login', href: '/login' },
  demoButton: { label: 'Request Demo', href: '/demo' },
  activateCardLabel: 'Activate Card',
  externalUrls: {
    helpPortal: '',
    cardActivation: '',
    donate: '',
    fundraisingSite: '',
    learningCompanion: '',
  },
  inboxes: { sales: '', contact: '', newsletter: '', recovery: '' },
} satisfies Partial<SiteSetting>

type Group = Record<string, string | null | undefined>

/** Each empty field of a group from its default; filled fields are kept. */
function fillGroup<T extends Record<string, string>>(
  defaults: T,
  stored: Group | null | undefined,
): T {
  const filled = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = stored?.[key]
    if (value) filled[key] = value as T[typeof key]
  }
  return filled
}

/** The stored settings with every field the site relies on present. */
export function withSiteSettingsDefaults(
  stored: Partial<SiteSetting> | null | undefined,
): SiteSetting {
  const settings = stored ?? {}
  return {
    ...settings,
    id: settings.id ?? 0,
    brandName: settings.brandName || SITE_SETTINGS_DEFAULTS.brandName,
    defaultDescription: settings.defaultDescription || SITE_SETTINGS_DEFAULTS.defaultDescription,
    activateCardLabel: settings.activateCardLabel || SITE_SETTINGS_DEFAULTS.activateCardLabel,
    loginButton: fillGroup(SITE_SETTINGS_DEFAULTS.loginButton, settings.loginButton),
    demoButton: fillGroup(SITE_SETTINGS_DEFAULTS.demoButton, settings.demoButton),
    externalUrls: fillGroup(SITE_SETTINGS_DEFAULTS.externalUrls, settings.externalUrls),
    inboxes: fillGroup(SITE_SETTINGS_DEFAULTS.inboxes, settings.inboxes),
  }
}
