import type { MetadataRoute } from 'next'
import { getSiteSettings } from '@/data/content'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { APP_ICON_SIZES, appIconPath, BRAND_COLOUR } from '@/lib/webApp'

// The brand's name comes from the CMS, read when the manifest is asked for, never at build time.
export const dynamic = 'force-dynamic'

/** What a browser needs to add the site to a home screen and open it as an app. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { brandName } = await getSiteSettings(DEFAULT_LOCALE)
  return {
    name: brandName,
    short_name: brandName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    ],
  }
}
