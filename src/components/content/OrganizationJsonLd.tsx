import { JsonLd } from '@/components/content/JsonLd'
import { absoluteUrl } from '@/lib/metadata'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import type { SiteSetting } from '@/payload-types'

/** schema.org Organization on every page, from Site settings. */
export function OrganizationJsonLd({ settings }: { settings: SiteSetting }) {
  const logo = settings.logo && typeof settings.logo === 'object' ? settings.logo.url : null
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.brandName,
        url: absoluteUrl('/'),
        description: settings.defaultDescription,
        ...(logo ? { logo: absoluteUrl(logo) } : {}),
        sameAs: (settings.socialLinks ?? []).map((social) => social.url),
        // The inboxes are internal; sales are reached through the demo request page.
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'sales',
          url: absoluteUrl(settings.demoButton.href),
        },
      }}
    />
  )
}

/** schema.org WebSite in the page's language (its `inLanguage`), beside the Organization. */
export function WebSiteJsonLd({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: settings.brandName,
        url: absoluteUrl(localizePath('/', locale)),
        inLanguage: locale,
      }}
    />
  )
}
