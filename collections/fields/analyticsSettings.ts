import type { Field } from 'payload'
import { ANALYTICS_PROVIDERS } from '@/lib/analytics/providers'

const PROVIDER_LABELS: Record<(typeof ANALYTICS_PROVIDERS)[number], string> = {
  none: 'None',
  matomo: 'Matomo',
  plausible: 'Plausible',
  umami: 'Umami',
  ga4: 'Google Analytics 4',
}

/**
 * Site settings › Analytics: the tool that counts visits, and the cookie banner's texts. With no
 * tool chosen the site shows no banner and sets no consent cookie. The texts' version is derived
 * from the texts themselves (src/lib/consent/bannerTexts.ts), so changing one asks visitors again.
 */
export const analyticsSettingsFields: Field[] = [
  {
    name: 'analytics',
    type: 'group',
    admin: {
      description:
        "Loaded only for visitors who accept analytics cookies. The site allows only this tool's address.",
    },
    fields: [
      {
        name: 'provider',
        type: 'select',
        defaultValue: 'none',
        options: ANALYTICS_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] })),
      },
      {
        name: 'url',
        label: 'URL',
        type: 'text',
        admin: {
          description:
            'Matomo: its address (https://matomo.example.org/). Plausible and Umami: the script URL. Not used by Google Analytics 4.',
          condition: (_, siblingData) =>
            ['matomo', 'plausible', 'umami'].includes(siblingData?.provider),
        },
      },
      {
        name: 'siteId',
        label: 'Site id',
        type: 'text',
        admin: {
          description:
            'Matomo: the site id. Plausible: the domain. Umami: the website id. Google Analytics 4: the measurement id (G-…).',
          condition: (_, siblingData) => siblingData?.provider && siblingData.provider !== 'none',
        },
      },
    ],
  },
  {
    name: 'consentBanner',
    label: 'Cookie banner',
    type: 'group',
    admin: {
      description:
        'Shown only when a tool is chosen above. Empty texts use the built-in ones. Any change asks every visitor again.',
    },
    fields: [
      { name: 'message', type: 'textarea', localized: true },
      { name: 'analytics', label: 'Analytics choice', type: 'text', localized: true },
      { name: 'marketing', label: 'Marketing choice', type: 'text', localized: true },
    ],
  },
]
