import { SECTIONS } from '../../config/paths.mjs'
import { BLOG_PATH } from './blogUrls'

/**
 * The public address of every CMS document, built and read back, in one place so links, the
 * sitemap, search, live preview, cache tags, share images and the staff bar agree. Addresses
 * here carry no language prefix: localizePath adds it.
 */

const JOBS_SEGMENT = 'careers'
const CASE_STUDIES_SEGMENT = 'case-studies'
const BLOG_SEGMENTS = BLOG_PATH.split('/').filter(Boolean)
/** The blog listing's internal route (`/next/blog/{category|-}/{page}`), see config/blogRewrites.mjs. */
const BLOG_VIEW_SEGMENTS = [SECTIONS.plumbing, 'blog']

/** A document id as a URL or a query names it: a whole number that fits PostgreSQL's integer. */
export const isDocumentId = (value: string) => /^\d{1,9}$/.test(value)

/** Whether a case study may have this slug: lower-case letters, digits and dashes. */
export function isCaseStudySlug(slug: string): boolean {
  return /^[a-z0-9-]+$/.test(slug)
}

/**
 * A page's path as stored in the `path` field: `/` for the home page, otherwise the URL path
 * without its leading and trailing slashes (`solutions/governments`).
 */
export function normalizePagePath(input: string): string {
  const trimmed = input
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

/** The catch-all's segments as a stored page path; throws a URIError on a stray `%`. */
export function pathFromSegments(segments: string[] | undefined): string {
  return normalizePagePath((segments ?? []).map(decodeURIComponent).join('/'))
}

/** The public URL path of a page, from its stored path. */
export function pageUrl(storedPath: string): string {
  return storedPath === '/' ? '/' : `/${storedPath}`
}

/** A job's page. */
export function jobUrl(id: number | string): string {
  return `/${JOBS_SEGMENT}/${id}`
}

/** A case study's page; its slug is safe in a URL as it is (isCaseStudySlug). */
export function caseStudyUrl(slug: string): string {
  return `/${CASE_STUDIES_SEGMENT}/${slug}`
}

/** A blog post's page, by its WordPress slug. */
export function blogPostUrl(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`
}

/**
 * The collections whose documents have a page of their own: the sitemap lists them, draft links
 * share them, and the staff bar edits them from their page.
 */
export const ADDRESSED_COLLECTIONS = ['pages', 'case-studies', 'jobs'] as const
export type AddressedCollection = (typeof ADDRESSED_COLLECTIONS)[number]

/** What each one's address is made of. */
type AddressFields = {
  pages: { path: string }
  'case-studies': { slug: string }
  jobs: { id: number }
}

/** The fields of a document being edited or read raw, any of which may be missing yet. */
type PartialAddressFields = { path?: unknown; slug?: unknown; id?: unknown }

/** A stored document's page. */
export function documentUrl<C extends AddressedCollection>(
  collection: C,
  doc: AddressFields[C],
): string
/** A document as a form or a raw read holds it: null until it has what its address is made of. */
export function documentUrl(
  collection: AddressedCollection,
  doc: PartialAddressFields | null | undefined,
): string | null
export function documentUrl(
  collection: AddressedCollection,
  doc: PartialAddressFields | null | undefined,
): string | null {
  const { path, slug, id } = doc ?? {}
  switch (collection) {
    case 'pages':
      return typeof path === 'string' && path ? pageUrl(path) : null
    case 'case-studies':
      return typeof slug === 'string' && slug ? caseStudyUrl(slug) : null
    case 'jobs':
      return typeof id === 'number' || (typeof id === 'string' && id) ? jobUrl(id) : null
  }
}

/** What the site serves at an address, as documentOfPath reads it. */
export type DocumentAtPath =
  | { kind: 'job'; id: number }
  | { kind: 'case-study'; slug: string }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'blog-listing' }
  | { kind: 'page'; path: string }

/**
 * What is served at a path without its language (`/careers/7`), or at its segments as a route
 * receives them, percent-encoded either way: the same split as the route tree's. A job or case
 * study route named by what cannot be an id or a slug serves no document (its route answers 404),
 * and neither does a path that does not decode (a stray `%`): both are null.
 */
export function documentOfPath(path: string | readonly string[]): DocumentAtPath | null {
  const segments = decodedSegments(typeof path === 'string' ? path.split('/') : path)
  if (!segments) return null
  const [first, second] = segments
  if (first === JOBS_SEGMENT && segments.length === 2)
    return isDocumentId(second) ? { kind: 'job', id: Number(second) } : null
  if (first === CASE_STUDIES_SEGMENT && segments.length === 2)
    return isCaseStudySlug(second) ? { kind: 'case-study', slug: second } : null
  if (startsWith(segments, BLOG_VIEW_SEGMENTS)) return { kind: 'blog-listing' }
  if (startsWith(segments, BLOG_SEGMENTS) && segments.length === BLOG_SEGMENTS.length + 1)
    return { kind: 'blog-post', slug: segments[BLOG_SEGMENTS.length] }
  return { kind: 'page', path: normalizePagePath(segments.join('/')) }
}

const startsWith = (segments: string[], prefix: string[]) =>
  prefix.every((segment, index) => segments[index] === segment)

/** The non-empty segments, decoded; null when one does not decode. */
function decodedSegments(segments: readonly string[]): string[] | null {
  try {
    return segments.filter(Boolean).map(decodeURIComponent)
  } catch (error) {
    if (error instanceof URIError) return null
    throw error
  }
}
