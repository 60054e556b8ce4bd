import { unstable_cache } from 'next/cache'
import { connection } from 'next/server'
import type { DataFromCollectionSlug } from 'payload'
import { cache } from 'react'
import type { CaseStudy, Job, Page, SiteSetting } from '@/payload-types'
import {
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
} from './cacheTags'
import { urlOfPagePath } from './pagePath'
import { withSiteSettingsDefaults } from './siteSettingsDefaults'
import { getPayloadClient } from './payload'

// Hooks revalidate the tag on change; the hour is a safety net for writes that skipped hooks.
const HOUR = 3600

/**
 * A read of CMS content while `next build` prerenders a route makes that route render on
 * request instead: a page prerendered then would show the build's database (often still empty,
 * before `npm run seed`) until something expired it. At run time this changes nothing.
 */
function atRequestTime<Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    if (process.env.NEXT_PHASE === 'phase-production-build') await connection()
    return read(...args)
  }
}

const readSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return withSiteSettingsDefaults(
      await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false }),
    )
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG], revalidate: HOUR },
)

/** Site settings for the header, footer and metadata: one cached read shared by a request. */
export const getSiteSettings = cache(atRequestTime(readSiteSettings))

// ---- Pages and structured content (issue 3). Every read is tagged; hooks in
// collections/hooks/ expire exactly those tags when staff publish a change.

const readPublishedPage = (path: string) =>
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
      })
      return result.docs[0] ?? null
    },
    ['page', path],
    { tags: [pageTag(path), PAGES_TAG], revalidate: HOUR },
  )()

/**
 * The page at a stored path: the published version for visitors, the latest draft when the
 * preview route has switched on draft mode (only after checking a staff session).
 */
export const getPageByPath = cache(
  atRequestTime(async (path: string, draft = false): Promise<Page | null> => {
    if (!draft) return readPublishedPage(path)
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      where: { path: { equals: path } },
      depth: 1,
      limit: 1,
      draft: true,
      overrideAccess: true,
    })
    return result.docs[0] ?? null
  }),
)

export const getPublishedPages = atRequestTime(
  unstable_cache(
    async (): Promise<Pick<Page, 'path' | 'updatedAt'>[]> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'pages',
        select: { path: true, updatedAt: true },
        pagination: false,
        overrideAccess: false,
      })
      return result.docs
    },
    ['published-pages'],
    { tags: [PAGES_TAG], revalidate: HOUR },
  ),
)

const readRedirect = (from: string) =>
  unstable_cache(
    async (): Promise<{ to: string; permanent: boolean } | null> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection: 'redirects',
        where: { from: { in: [from, `${from}/`] } },
        depth: 1,
        limit: 1,
        overrideAccess: false,
      })
      const found = result.docs[0]
      if (!found?.to) return null
      const reference = found.to.reference?.value
      const to =
        found.to.type === 'custom'
          ? found.to.url
          : typeof reference === 'object' && reference
            ? urlOfPagePath(reference.path)
            : null
      return to ? { to, permanent: found.type === '301' } : null
    },
    ['redirect', from],
    { tags: [REDIRECTS_TAG], revalidate: HOUR },
  )()

/** Where a path without a page is sent (Payload's redirects collection), if anywhere. */
export const getRedirect = cache(atRequestTime(readRedirect))

type ListedCollection = 'faqs' | 'pricing-tiers' | 'jobs' | 'case-studies' | 'demo-videos'

/** Every published document of a collection, in display order, cached under the collection's tag. */
function publishedList<S extends ListedCollection>(collection: S, sort: string, tag: string) {
  return atRequestTime(
    unstable_cache(
      async (): Promise<DataFromCollectionSlug<S>[]> => {
        const payload = await getPayloadClient()
        const result = await payload.find({
          collection,
          sort,
          pagination: false,
          depth: 0,
          overrideAccess: false,
        })
        return result.docs as DataFromCollectionSlug<S>[]
      },
      [collection],
      { tags: [tag], revalidate: HOUR },
    ),
  )
}

export const getFaqs = publishedList('faqs', 'order', FAQS_TAG)
export const getPricingTiers = publishedList('pricing-tiers', 'order', PRICING_TIERS_TAG)
export const getJobs = publishedList('jobs', 'createdAt', JOBS_TAG)
export const getCaseStudies = publishedList('case-studies', 'order', CASE_STUDIES_TAG)
export const getDemoVideos = publishedList('demo-videos', 'order', DEMO_VIDEOS_TAG)

/** One published document found by a unique field, cached under its own tag and its list's. */
function readPublishedOne<S extends 'jobs' | 'case-studies'>(
  collection: S,
  field: 'id' | 'slug',
  value: string | number,
  { depth, tags }: { depth: number; tags: string[] },
) {
  return unstable_cache(
    async (): Promise<DataFromCollectionSlug<S> | null> => {
      const payload = await getPayloadClient()
      const result = await payload.find({
        collection,
        where: { [field]: { equals: value } },
        limit: 1,
        depth,
        overrideAccess: false,
      })
      return (result.docs[0] ?? null) as DataFromCollectionSlug<S> | null
    },
    [collection, field, String(value)],
    { tags, revalidate: HOUR },
  )()
}

/** A published job by its id; null for ids that are not whole numbers or not published. */
export const getJob = cache(
  atRequestTime(async (id: string): Promise<Job | null> => {
    if (!/^\d{1,9}$/.test(id)) return null
    return readPublishedOne('jobs', 'id', Number(id), {
      depth: 0,
      tags: [jobTag(Number(id)), JOBS_TAG],
    })
  }),
)

export const getCaseStudy = cache(
  atRequestTime((slug: string): Promise<CaseStudy | null> =>
    readPublishedOne('case-studies', 'slug', slug, {
      depth: 1,
      tags: [caseStudyTag(slug), CASE_STUDIES_TAG],
    }),
  ),
)
