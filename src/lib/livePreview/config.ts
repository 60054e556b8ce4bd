import type { LivePreviewConfig } from 'payload'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { urlOfPagePath } from '@/lib/pagePath'

/** The three widths a marketer checks a page at (issue 14). */
export const LIVE_PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/**
 * The public URL a document appears on, for the live-preview iframe and the Preview button.
 * Null while the document has nothing to place it (a new page without a path).
 */
export function publicPathOf(collection: string, doc: Record<string, unknown> | undefined): string | null {
  switch (collection) {
    case 'pages':
      return typeof doc?.path === 'string' && doc.path ? urlOfPagePath(doc.path) : null
    case 'case-studies':
      return typeof doc?.slug === 'string' && doc.slug ? `/case-studies/${doc.slug}` : null
    case 'jobs':
      return doc?.id !== undefined && doc.id !== null ? `/careers/${String(doc.id)}` : '/careers'
    case 'pricing-tiers':
      return '/pricing'
    case 'faqs':
      return '/faqs'
    default:
      return null
  }
}

/**
 * Through the preview route: it checks the staff session and switches on draft mode. In the
 * locale the marketer is editing, so a Spanish edit is seen under /es with the Spanish chrome.
 */
export function previewUrlOf(path: string, locale?: string): string {
  const localized = localizePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE)
  return `${env.serverUrl}/next/preview?path=${encodeURIComponent(localized)}`
}

/** `admin.livePreview` of one collection: the page it appears on, at three breakpoints. */
export function livePreviewFor(collection: string): LivePreviewConfig {
  return {
    url: ({ data, locale }) => previewUrlOf(publicPathOf(collection, data as Record<string, unknown>) ?? '/', locale?.code),
    breakpoints: LIVE_PREVIEW_BREAKPOINTS,
  }
}
