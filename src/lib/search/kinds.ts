import type { CollectionSlug } from 'payload'

/** What a search result can be: a document of ours, or a blog post from WordPress. */
export type SearchKind = 'page' | 'case-study' | 'faq' | 'job' | 'document' | 'post'

/** The kinds kept in our own index, each from one collection. */
export type IndexedKind = Exclude<SearchKind, 'post'>

export const INDEXED_COLLECTIONS: Record<IndexedKind, CollectionSlug> = {
  page: 'pages',
  'case-study': 'case-studies',
  faq: 'faqs',
  job: 'jobs',
  document: 'documents',
}

export const INDEXED_KINDS = Object.keys(INDEXED_COLLECTIONS) as IndexedKind[]
