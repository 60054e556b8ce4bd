import { unstable_cache } from 'next/cache'
import { connection } from 'next/server'
import type { DataFromCollectionSlug, Where } from 'payload'
import { cache } from 'react'
import type { CaseStudy, Form, Job, Page, SiteSetting } from '@/payload-types'
import {
  BUILT_FORMS_TAG,
  CASE_STUDIES_TAG,
  caseStudyTag,
  DEMO_VIDEOS_TAG,
  FAQS_TAG,
  JOBS_TAG,
  jobTag,
  PAGES_TAG,
  pageTag,
  PRICING_TIERS_TAG,
  REDIRECTS_TAG,
  SITE_SETTINGS_TAG,
  SUB_PROCESSORS_TAG,
} from '@/lib/cacheTags'
import type { PreviewedInList } from '@/lib/livePreview/config'
import { documentUrl, isDocumentId, pageUrl } from '@/lib/documentUrls'
import { DOCUMENTS_PER_SITEMAP, type SitemapFile, type SitemapKind } from '@/lib/seo/sitemapFiles'
import type { Listed } from '@/lib/seo/sitemapEntries'
import { findOpenDraftLink } from '@/lib/draftLinks/open'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { localizeLinks } from '@/lib/i18n/localizeLinks'
import { getRequestLocale } from './i18n/requestLocale'
import { withSiteSettingsDefaults } from '@/lib/siteSettingsDefaults'
import { getPayloadClient } from './payload'
import { consentSettings, type ConsentSettings } from '@/lib/consent/settings'
import { env } from '@/lib/env'

// Hooks revalidate the tag on change; the hour is a safety net for writes that skipped hooks.
const HOUR = 3600

/**
 * How every visitor read asks for a language: its own fields where translated, English field by
 * field where not. Each language is its own cache entry (the locale is in every key); the tags
 * stay per document, so a CMS edit in any language expires every language of what it changed.
 */
const inLocale = (locale: Locale) => ({ locale, fallbackLocale: DEFAULT_LOCALE }) as const

/**
 * A read of CMS content while `next build` prerenders a route makes that route render on
 * request instead: a page prerendered then would show the build's database (often still empty,
 * before `npm run seed`) until something expired it. At run time this changes nothing.
 */
function atRequestTime<Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    if (env.isBuildPhase) await connection()
    return read(...args)
  }
}

const readSiteSettings = (locale: Locale) =>
  unstable_cache(
    async (): Promise<SiteSetting> => {
      const payload = await getPayloadClient()
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        depth: 1,
        overrideAccess: false,
        ...inLocale(locale),
      })
      return localizeLinks(withSiteSettingsDefaults(settings), locale)
    },
    ['site-settings', locale],
    { tags: [SITE_SETTINGS_TAG], revalidate: HOUR },
  )()

const getSiteSettingsIn = cache(atRequestTime(readSiteSettings))

/** Site settings for the header, footer and metadata in the page's language: one read a request. */
export const getSiteSettings = (locale: Locale = getRequestLocale()) => getSiteSettingsIn(locale)

/**
 * The consent settings straight from the database, for the proxy: its data cache is not the
 * one the settings' hook expires, so a cached read there would keep an old policy.
 */
export async function readConsentSettingsNow(): Promise<ConsentSettings | null> {
  const payload = await getPayloadClient()
  // Every language at once: the texts' version covers all of them.
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
    locale: 'all',
    select: { analytics: true, consentBanner: true },
  })
  return consentSettings(settings as Parameters<typeof consentSettings>[0])
}

const readConsentSettings = unstable_cache(readConsentSettingsNow, ['consent-settings'], {
  tags: [SITE_SETTINGS_TAG],
  revalidate: HOUR,
})

/**
 * The analytics tool and the cookie banner's texts and version, or null when no tool is chosen
 * (then there is no banner and no consent cookie). The page and the consent routes read this
 * tagged entry; the proxy reads the database (readConsentSettingsNow).
 */
export const getConsentSettings = cache(atRequestTime(readConsentSettings))

// ---- Pages and structured content. Every read is tagged; hooks in
// collections/hooks/ expire exactly those tags when staff publish a change.

const readPublishedPage = (path: string, locale: Locale) =>
  unstable_cache(
    async (): Promise<Page | null> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'pages',
        where: { path: { equals: path } },
        depth: 1,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        ...inLocale(locale),
      })
      return localizeLinks(result.docs[0] ?? null, locale)
    },
    ['page', path, locale],
    { tags: [pageTag(path), PAGES_TAG], revalidate: HOUR },
  )()

type Previewed = 'pages' | 'jobs' | 'case-studies' | 'pricing-tiers' | 'faqs'

/**
 * The latest version of one document, a draft or never published included, never cached: only
 * for draft mode, which the preview route switches on after checking a staff session.
 */
async function readLatestOne<S extends Previewed>(
  collection: S,
  field: 'id' | 'slug' | 'path',
  value: string | number,
  { depth, locale }: { depth: number; locale: Locale },
): Promise<DataFromCollectionSlug<S> | null> {
  return findOne(collection, field, value, { depth, locale, draft: true })
}

/** One document by a unique field: as visitors may read it, or (draft) its latest version, for staff. */
async function findOne<S extends Previewed>(
  collection: S,
  field: 'id' | 'slug' | 'path',
  value: string | number,
  { depth, locale, draft }: { depth: number; locale: Locale; draft: boolean },
): Promise<DataFromCollectionSlug<S> | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth,
    ...(draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }),
    ...inLocale(locale),
  })
  return localizeLinks((result.docs[0] ?? null) as DataFromCollectionSlug<S> | null, locale)
}

/**
 * The page at a stored path: the published version for visitors, the latest draft when the
 * preview route has switched on draft mode (only after checking a staff session). Whether a
 * published page has the path is asked first, uncached (one indexed row): a path without a page
 * then leaves nothing in the data cache, however many unknown paths are asked for.
 */
const getPageIn = cache(
  atRequestTime(async (path: string, draft: boolean, locale: Locale): Promise<Page | null> => {
    if (draft) return readLatestOne('pages', 'path', path, { depth: 1, locale })
    const found = await isPublished('pages', 'path', path, locale)
    return found ? readPublishedPage(path, locale) : null
  }),
)

export const getPageByPath = (path: string, draft = false, locale: Locale = getRequestLocale()) =>
  getPageIn(path, draft, locale)

/**
 * The blocks of the published page at a stored path, straight from the database, for the proxy:
 * its data cache is not the one a publish expires, so a cached read there would name the tags of
 * what the page listed before, and Varnish would keep it under those.
 */
export async function readPageBlocksNow(
  path: string,
  locale: Locale,
): Promise<Pick<Page, 'layout'> | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { layout: true },
    ...inLocale(locale),
  })
  return (result.docs[0] as Pick<Page, 'layout'> | undefined) ?? null
}

type Redirect = { from: string; to: string; permanent: boolean }

/** Every redirect of the CMS, in one cached list (there are a few dozen at most). */
const readRedirects = unstable_cache(
  async (): Promise<Redirect[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'redirects',
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    return result.docs.flatMap((found) => {
      const reference = found.to?.reference?.value
      const to =
        found.to?.type === 'custom'
          ? found.to.url
          : typeof reference === 'object' && reference
            ? pageUrl(reference.path)
            : null
      return to ? [{ from: found.from, to, permanent: found.type === '301' }] : []
    })
  },
  ['redirects'],
  { tags: [REDIRECTS_TAG], revalidate: HOUR },
)

// Looked up in the whole list rather than by path: an unknown path leaves no entry behind.
const readRedirect = async (from: string): Promise<Redirect | null> =>
  (await readRedirects()).find(
    (redirect) => redirect.from === from || redirect.from === `${from}/`,
  ) ?? null

/** Where a path without a page is sent (Payload's redirects collection), if anywhere. */
export const getRedirect = cache(atRequestTime(readRedirect))

type ListedCollection =
  'faqs' | 'pricing-tiers' | 'jobs' | 'case-studies' | 'demo-videos' | 'sub-processors'

// Lists are read this many documents at a time: no one query grows with the collection.
const LIST_BATCH = 500

/** Every published document of a collection, in display order, cached under the collection's tag. */
function publishedList<S extends ListedCollection>(collection: S, sort: string, tag: string) {
  const read = atRequestTime((locale: Locale) =>
    unstable_cache(
      async (): Promise<DataFromCollectionSlug<S>[]> => {
        const payload = await getPayloadClient()
        const docs: DataFromCollectionSlug<S>[] = []
        for (let page = 1; ; page++) {
          const batch = await payload.find({
            collection,
            // Payload's own tie-break (newest first), then the id, so batches never overlap.
            sort: [sort, '-createdAt', '-id'],
            limit: LIST_BATCH,
            page,
            pagination: false,
            depth: 0,
            overrideAccess: false,
            ...inLocale(locale),
          })
          docs.push(...(batch.docs as DataFromCollectionSlug<S>[]))
          if (batch.docs.length < LIST_BATCH) break
        }
        return localizeLinks(docs, locale)
      },
      [collection, locale],
      { tags: [tag], revalidate: HOUR },
    )(),
  )
  return (locale: Locale = getRequestLocale()) => read(locale)
}

export const getFaqs = publishedList('faqs', 'order', FAQS_TAG)
export const getPricingTiers = publishedList('pricing-tiers', 'order', PRICING_TIERS_TAG)
export const getJobs = publishedList('jobs', 'createdAt', JOBS_TAG)
export const getCaseStudies = publishedList('case-studies', 'order', CASE_STUDIES_TAG)
export const getDemoVideos = publishedList('demo-videos', 'order', DEMO_VIDEOS_TAG)
export const getSubProcessors = publishedList('sub-processors', 'name', SUB_PROCESSORS_TAG)

// ---- The sitemap: each kind of document in each language, read a file's worth at a time.

const SITEMAP_TAGS: Record<SitemapKind, string> = {
  pages: PAGES_TAG,
  'case-studies': CASE_STUDIES_TAG,
  jobs: JOBS_TAG,
}

/**
 * What the sitemap lists in a language: every published document in the default language,
 * only the translated ones in another.
 */
const listedIn = (locale: Locale): Where =>
  locale === DEFAULT_LOCALE ? {} : { translatedInto: { in: [locale] } }

/** How many published documents of a kind the sitemap lists in a language. */
export const countSitemapDocuments = atRequestTime((kind: SitemapKind, locale: Locale) =>
  unstable_cache(
    async (): Promise<number> => {
      const payload = await getPayloadClient()
      const where = listedIn(locale)
      return (await payload.count({ collection: kind, where, overrideAccess: false })).totalDocs
    },
    ['sitemap-count', kind, locale],
    { tags: [SITEMAP_TAGS[kind]], revalidate: HOUR },
  )(),
)

/** One sitemap file's documents (by id, DOCUMENTS_PER_SITEMAP each): address, date, languages. */
export const getSitemapDocuments = atRequestTime(({ kind, locale, index }: SitemapFile) =>
  unstable_cache(
    async (): Promise<Listed[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: kind,
        where: listedIn(locale),
        select: { path: true, slug: true, updatedAt: true, translatedInto: true },
        sort: 'id',
        limit: DOCUMENTS_PER_SITEMAP,
        page: index + 1,
        depth: 0,
        overrideAccess: false,
      })
      return docs.flatMap((doc) => {
        const path = documentUrl(kind, doc)
        return path ? [{ path, updatedAt: doc.updatedAt, translatedInto: doc.translatedInto }] : []
      })
    },
    ['sitemap-file', kind, locale, String(index)],
    { tags: [SITEMAP_TAGS[kind]], revalidate: HOUR },
  )(),
)

/**
 * Whether a published document, as visitors may read it, has `value` in a unique field: one row
 * by its index, never cached, never the collection's list.
 */
async function isPublished(
  collection: 'pages' | 'jobs' | 'case-studies',
  field: 'id' | 'slug' | 'path',
  value: string | number,
  locale: Locale,
): Promise<boolean> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    select: {},
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    ...inLocale(locale),
  })
  return docs.length > 0
}

/**
 * One published document found by a unique field, cached under its own tag and its list's. Its
 * existence is asked first (isPublished): a slug or id without a document leaves nothing in the
 * data cache, however many are asked for.
 */
async function readPublishedOne<S extends 'jobs' | 'case-studies'>(
  collection: S,
  field: 'id' | 'slug',
  value: string | number,
  { depth, tags, locale }: { depth: number; tags: string[]; locale: Locale },
): Promise<DataFromCollectionSlug<S> | null> {
  if (!(await isPublished(collection, field, value, locale))) return null
  return unstable_cache(
    (): Promise<DataFromCollectionSlug<S> | null> =>
      findOne(collection, field, value, { depth, locale, draft: false }),
    [collection, field, String(value), locale],
    { tags, revalidate: HOUR },
  )()
}

/** A job by its id: published, or its latest draft in draft mode; null for ids that are not whole numbers. */
const getJobIn = cache(
  atRequestTime(async (id: string, draft: boolean, locale: Locale): Promise<Job | null> => {
    if (!isDocumentId(id)) return null
    if (draft) return readLatestOne('jobs', 'id', Number(id), { depth: 0, locale })
    return readPublishedOne('jobs', 'id', Number(id), {
      depth: 0,
      tags: [jobTag(Number(id)), JOBS_TAG],
      locale,
    })
  }),
)

export const getJob = (id: string, draft = false, locale: Locale = getRequestLocale()) =>
  getJobIn(id, draft, locale)

/** A case study by its slug: published, or its latest draft in draft mode. */
const getCaseStudyIn = cache(
  atRequestTime((slug: string, draft: boolean, locale: Locale): Promise<CaseStudy | null> =>
    draft
      ? readLatestOne('case-studies', 'slug', slug, { depth: 1, locale })
      : readPublishedOne('case-studies', 'slug', slug, {
          depth: 1,
          tags: [caseStudyTag(slug), CASE_STUDIES_TAG],
          locale,
        }),
  ),
)

export const getCaseStudy = (slug: string, draft = false, locale: Locale = getRequestLocale()) =>
  getCaseStudyIn(slug, draft, locale)

/** The latest version of a tier or an FAQ, for the preview of the page that lists it (draft mode only). */
export const getLatestListed = <S extends PreviewedInList>(
  collection: S,
  id: number,
  locale: Locale = getRequestLocale(),
) => readLatestOne(collection, 'id', id, { depth: 0, locale })

export type SharedDraft =
  | { collection: 'pages'; doc: Page }
  | { collection: 'case-studies'; doc: CaseStudy }
  | { collection: 'jobs'; doc: Job }

/**
 * The latest draft of the one document a draft link names, in the link's language; null when
 * the link is unknown, expired, revoked or for another language. Never cached: the link is
 * checked on every request, and nothing else is read as a draft.
 */
export const getSharedDraft = cache(
  async (token: string, locale: Locale): Promise<SharedDraft | null> => {
    const link = await findOpenDraftLink(await getPayloadClient(), token, locale)
    if (!link) return null
    const options = { depth: link.collection === 'jobs' ? 0 : 1, locale }
    switch (link.collection) {
      case 'pages': {
        const doc = await readLatestOne('pages', 'id', link.documentId, options)
        return doc && { collection: 'pages', doc }
      }
      case 'case-studies': {
        const doc = await readLatestOne('case-studies', 'id', link.documentId, options)
        return doc && { collection: 'case-studies', doc }
      }
      case 'jobs': {
        const doc = await readLatestOne('jobs', 'id', link.documentId, options)
        return doc && { collection: 'jobs', doc }
      }
    }
  },
)

/**
 * A built form (the `forms` collection) by id, in a language, cached under the forms' tag: any
 * change to a form expires every page that shows one. Read with the server's own access: the
 * caller hands the browser only what visitors see (src/blocks/BuiltForm/Component.tsx).
 */
export const getBuiltForm = atRequestTime((id: number, locale: Locale) =>
  unstable_cache(
    async (): Promise<Form | null> => {
      const payload = await getPayloadClient()
      return (
        (await payload.findByID({
          collection: 'forms',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          ...inLocale(locale),
        })) ?? null
      )
    },
    ['built-form', String(id), locale],
    { tags: [BUILT_FORMS_TAG], revalidate: HOUR },
  )(),
)
