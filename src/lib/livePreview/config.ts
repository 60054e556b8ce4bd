import type { LivePreviewConfig } from 'payload'
import { env } from '@/lib/env'
import { localeOrDefault } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { documentUrl, isDocumentId } from '@/lib/documentUrls'
import { previewRoute } from './routes'

/** The three widths a marketer checks a page at. */
export const LIVE_PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
  { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
  { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
]

/** Collections without pages of their own: each is previewed on the page that lists it. */
const LISTED_ON = { 'pricing-tiers': '/pricing', faqs: '/faqs' } as const

export type PreviewedInList = keyof typeof LISTED_ON

/** A tier or an FAQ being previewed on its list's page, named in that page's query. */
export type ListedDocument = { collection: PreviewedInList; id: number }

const isPreviewedInList = (value: unknown): value is PreviewedInList =>
  typeof value === 'string' && Object.hasOwn(LISTED_ON, value)

function listedPreviewPath(collection: PreviewedInList, id: unknown): string {
  const page = LISTED_ON[collection]
  return typeof id === 'number'
    ? `${page}?${new URLSearchParams({ previewing: collection, id: String(id) })}`
    : page
}

/** The listed document a draft-mode page request previews (`?previewing=faqs&id=7`), if any. */
export function listedDocumentOf(
  query: Record<string, string | string[] | undefined>,
): ListedDocument | null {
  const { previewing, id } = query
  if (!isPreviewedInList(previewing) || typeof id !== 'string' || !isDocumentId(id)) return null
  return { collection: previewing, id: Number(id) }
}

/**
 * Where the live-preview iframe and the Preview button show a document: the URL it appears on,
 * and for a tier or an FAQ, the page that lists it with the document named in the query.
 * Null while the document has nothing to place it (a new page without a path).
 */
export function previewPathOf(
  collection: string,
  doc: Record<string, unknown> | undefined,
): string | null {
  switch (collection) {
    case 'pages':
    case 'case-studies':
      return documentUrl(collection, doc)
    case 'jobs':
      // A job not saved yet has no id: it is shown on the openings page.
      return documentUrl(collection, doc) ?? '/careers'
    default:
      return isPreviewedInList(collection) ? listedPreviewPath(collection, doc?.id) : null
  }
}

/**
 * Through the preview route: it checks the staff session and switches on draft mode. In the
 * locale the marketer is editing, so a Spanish edit is seen under /es with the Spanish chrome.
 */
export function previewUrlOf(path: string, locale?: string): string {
  const localized = localizePath(path, localeOrDefault(locale))
  return `${env.serverUrl}${previewRoute(localized)}`
}

/** `admin.livePreview` of one collection: the page it appears on, at three breakpoints. */
export function livePreviewFor(collection: string): LivePreviewConfig {
  return {
    url: ({ data, locale }) =>
      previewUrlOf(previewPathOf(collection, data as Record<string, unknown>) ?? '/', locale?.code),
    breakpoints: LIVE_PREVIEW_BREAKPOINTS,
  }
}
