import type { Metadata } from 'next'
import { env } from './env'
import { cutDescription, withBrand } from './seo/text'

export type PageMeta = {
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: string | null
  path: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  author?: string | null
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

/** SPEC §3 "Page metadata": title, description, keywords, author, canonical, Open Graph, Twitter, robots. */
export function buildMetadata(page: PageMeta, defaults: MetaDefaults): Metadata {
  const title = withBrand(page.title, defaults.brandName)
  const description = cutDescription(page.description || defaults.description)
  const keywords = page.keywords || defaults.keywords || undefined
  const image = absoluteUrl(page.image || defaults.image || '/og-default.png')
  const url = absoluteUrl(page.path)
  const author = page.author || defaults.brandName
  const type = page.type ?? 'website'
  return {
    metadataBase: new URL(env.serverUrl),
    title: { absolute: title },
    description,
    keywords,
    authors: [{ name: author }],
    alternates: { canonical: url },
    robots: { index: true, follow: true },
    openGraph: {
      title,
      description,
      url,
      siteName: defaults.brandName,
      images: [{ url: image }],
      locale: 'en_US',
      ...(type === 'article'
        ? {
            type: 'article',
            publishedTime: page.publishedTime ?? undefined,
            modifiedTime: page.modifiedTime ?? undefined,
            authors: [author],
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    other: { language: 'English' },
  }
}
