import { siteMessages } from '@/components/site/messages'
import type { ConsentSettings } from '@/lib/consent/settings'
import type { Locale } from '@/lib/i18n/locales'
import dynamic from 'next/dynamic'

// Split from the layout's scripts: a site without an analytics tool renders no banner and so
// never loads its island.
const ConsentBannerIsland = dynamic(() =>
  import('./ConsentBanner.client').then((module) => module.ConsentBanner),
)

/**
 * The cookie banner, on every page while an analytics tool is configured. The page's HTML is
 * the same for every visitor (one cached copy); whether it shows is decided in the browser, by
 * the island with scripts, or by the no-script stylesheet that reads the cookie.
 */
export function ConsentBanner({ settings, locale }: { settings: ConsentSettings; locale: Locale }) {
  const text = siteMessages(locale)
  const words = {
    region: text.cookieConsent,
    acceptAll: text.acceptAll,
    rejectAll: text.rejectAll,
    choose: text.chooseCookies,
    save: text.saveChoices,
  }
  return (
    <>
      <noscript>
        {/* Not a build asset: its answer depends on the visitor's cookie (see its route). */}
        {/* eslint-disable-next-line @next/next/no-css-tags */}
        <link rel="stylesheet" href="/api/consent/banner.css" />
      </noscript>
      <ConsentBannerIsland
        version={settings.version}
        analytics={settings.analytics}
        locale={locale}
        words={words}
        texts={settings.texts[locale]}
      />
    </>
  )
}
