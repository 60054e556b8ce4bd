import { en as trust } from '@/lib/trust/messages/en'

/** The trust documents block’s words, in English. */
export const en = {
  /** The headings of the list, by category (src/lib/trust/categories.ts). */
  categories: trust.categories,
  /** Below a document's summary; `{language}`, `{version}` and `{date}` are replaced. */
  details: 'PDF · {language} · version {version} · {date}',
  /** A public document's link (screen readers hear the title after it); `{size}` is the file's. */
  download: 'Download',
  downloadSize: '(PDF, {size})',
  /** An on-request document's link, and its name for screen readers (`{title}` is the document's). */
  requestAccess: 'Request access',
  requestAccessName: 'Request access: {title}',
  empty: 'No documents are published here at the moment.',
}

export type TrustDocumentsMessages = typeof en
