export const SITE_SETTINGS_TAG = 'global:site-settings'

/** Every published page (the sitemap, the redirect fallback). */
export const PAGES_TAG = 'pages'
/** One page by its path, e.g. `page:solutions/governments` or `page:/`. */
export const pageTag = (path: string) => `page:${path}`

export const FAQS_TAG = 'faqs'
export const PRICING_TIERS_TAG = 'pricing-tiers'
export const JOBS_TAG = 'jobs'
export const jobTag = (id: number | string) => `job:${id}`
export const CASE_STUDIES_TAG = 'case-studies'
export const caseStudyTag = (slug: string) => `case-study:${slug}`
export const DEMO_VIDEOS_TAG = 'demo-videos'
export const REDIRECTS_TAG = 'redirects'
/** The forms marketers build (the `forms` collection), shown by the `builtForm` block. */
export const BUILT_FORMS_TAG = 'forms'
/** The trust centre's documents (public and on-request: the latter show as a "Request access" row). */
export const TRUST_DOCUMENTS_TAG = 'documents'
/** The published sub-processor list: its table, its RSS feed. */
export const SUB_PROCESSORS_TAG = 'sub-processors'

/** Every tag under which CMS content is cached: expiring them all refreshes every page. */
export const CONTENT_TAGS = [
  SITE_SETTINGS_TAG,
  PAGES_TAG,
  FAQS_TAG,
  PRICING_TIERS_TAG,
  JOBS_TAG,
  CASE_STUDIES_TAG,
  DEMO_VIDEOS_TAG,
  REDIRECTS_TAG,
  BUILT_FORMS_TAG,
  TRUST_DOCUMENTS_TAG,
  SUB_PROCESSORS_TAG,
]

/** The builders of one document's tag, by the prefix each puts before its path, id or slug. */
const DOCUMENT_TAG_PREFIXES = [pageTag(''), jobTag(''), caseStudyTag('')]

// A tag ends up in HTTP headers (Varnish's xkey), so a line break never belongs in one.
const LINE_BREAK = /[\n\r\u2028\u2029]/

/**
 * Whether a tag is one this module makes: a content tag, or a document's own tag with something
 * after its prefix. The revalidation endpoint expires only these.
 */
export function isContentTag(tag: string): boolean {
  if (CONTENT_TAGS.includes(tag)) return true
  const prefix = DOCUMENT_TAG_PREFIXES.find((candidate) => tag.startsWith(candidate))
  return prefix !== undefined && tag.length > prefix.length && !LINE_BREAK.test(tag)
}
