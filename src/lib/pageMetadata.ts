import type { Metadata } from 'next'
import type { Media, SiteSetting } from '@/payload-types'
import type { Locale } from './i18n/locales'
import { buildMetadata } from './metadata'

type SeoGroup = {
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: number | Media | null
}

const imageUrl = (image: SeoGroup['image']) =>
  image && typeof image === 'object' ? image.url : null

/**
 * A CMS document's SEO fields through buildMetadata, with Site settings as the fallback. The
 * document's own title (`fallbackTitle`) is drawn on its share image unless the SEO tab names one.
 */
export function pageMetadata(
  meta: SeoGroup | null | undefined,
  fallbackTitle: string,
  path: string,
  settings: SiteSetting,
  extra: {
    locale: Locale
    type?: 'website' | 'article'
    publishedTime?: string | null
    modifiedTime?: string | null
    untranslated?: boolean
  },
): Metadata {
  return buildMetadata(
    {
      title: meta?.title || fallbackTitle,
      description: meta?.description,
      keywords: meta?.keywords,
      image: imageUrl(meta?.image),
      shareTitle: fallbackTitle,
      path,
      ...extra,
    },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
      image: imageUrl(settings.defaultImage),
    },
  )
}
