import type { Metadata } from 'next'
import { env } from './env'
import { cutDescription, withBrand } from './seo/text'
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from './i18n/locales'
import { localizePath, pathInEveryLocale } from './i18n/paths'
import { SHARE_IMAGE_SIZE, shareImagePath } from './shareImage/address'

export type PageMeta = {
  title?: string | null
  description?: string | null
  keywords?: string | null
  /** Chosen by staff (the SEO tab): shared in place of the page's own image. */
  image?: string | null
  /**
   * The title drawn on the page's own share image (src/app/(site)/[lang]/share-image), for the
   * routes that image can show. Without it and without `image`, the site's default image.
   */
  shareTitle?: string | null
  path: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  author?: string | null
  /** The page's language. */
  locale: Locale
  /** Shown in English because its translation is missing: kept out of search results until then. */
  untranslated?: boolean
}

export type MetaDefaults = {
  brandName: string
  description: string
  keywords?: string | null
  image?: string | null
}

export { cutDescription, withBrand }

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`
  return `${env.serverUrl}${path}`
}

/** Canonical URL in the page's own language, and the same page in every language (hreflang). */
export function languageAlternates(
  path: string,
  locale: Locale,
): NonNullable<Metadata['alternates']> {
  const paths = pathInEveryLocale(path)
  return {
    canonical: absoluteUrl(localizePath(path, locale)),
    languages: {
      ...Object.fromEntries(
        Object.entries(paths).map(([code, localized]) => [code, absoluteUrl(localized)]),
      ),
      'x-default': absoluteUrl(paths[DEFAULT_LOCALE]),
    },
  }
}

type ShareImage = { url: string; width?: number; height?: number; type?: string; alt?: string }

/** The image a page is shared with: staff's choice, else its own title image, else the site's default. */
export function shareImage(page: PageMeta, defaults: MetaDefaults, locale: Locale): ShareImage {
  if (page.image) return { url: absoluteUrl(page.image) }
  if (page.shareTitle) {
    const subject = {
      pagePath: page.path,
      title: page.shareTitle,
      brandName: defaults.brandName,
      locale,
    }
    return {
      url: absoluteUrl(shareImagePath(subject)),
      ...SHARE_IMAGE_SIZE,
      type: 'image/png',
      alt: page.shareTitle,
    }
  }
  return { url: absoluteUrl(defaults.image || '/og-default.png') }
}

/** Title, description, keywords, author, canonical, Open Graph, Twitter, robots. */
export function buildMetadata(page: PageMeta, defaults: MetaDefaults): Metadata {
  const title = withBrand(page.title, defaults.brandName)
  const description = cutDescription(page.description || defaults.description)
  const keywords = page.keywords || defaults.keywords || undefined
  const locale = page.locale
  const image = shareImage(page, defaults, locale)
  const alternates = languageAlternates(page.path, locale)
  const url = alternates.canonical as string
  const author = page.author || defaults.brandName
  const type = page.type ?? 'website'
  return {
    metadataBase: new URL(env.serverUrl),
    title: { absolute: title },
    description,
    keywords,
    authors: [{ name: author }],
    alternates,
    robots: { index: !page.untranslated, follow: true },
    openGraph: {
      title,
      description,
      url,
      siteName: defaults.brandName,
      images: [image],
      locale: LOCALE_INFO[locale].ogLocale,
      ...(type === 'article'
        ? {
            type: 'article',
            publishedTime: page.publishedTime ?? undefined,
            modifiedTime: page.modifiedTime ?? undefined,
            authors: [author],
          }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
    other: { language: LOCALE_INFO[locale].name },
  }
}
