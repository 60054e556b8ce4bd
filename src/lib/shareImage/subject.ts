import type { Job } from '@/payload-types'
import { getCaseStudy, getJob, getPageByPath, getSiteSettings } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { blogPostHref } from '@/lib/blogUrls'
import { pathFromSegments, urlOfPagePath } from '@/lib/pagePath'
import { getPostBySlug } from '@/lib/wordpress'
import type { ShareImageSubject } from './address'

/** A job page's title, in its metadata and on its share image. */
export const jobPageTitle = (job: Pick<Job, 'title' | 'location'>) => `${job.title} (${job.location})`

/**
 * What the share image of the page at `segments` (its path without the language) shows: the
 * title its own route gives it, read through the same cached, tagged reads, so the image expires
 * with the page. Null when there is no such page (published, or in WordPress) to draw.
 */
export async function shareImageSubject(locale: Locale, segments: string[]): Promise<ShareImageSubject | null> {
  const [page, { brandName }] = await Promise.all([pageTitle(locale, segments), getSiteSettings(locale)])
  return page && { ...page, brandName, locale }
}

/** The routes' own reads, by the same rules as pageCacheTags (src/lib/pageCacheTags.ts). */
async function pageTitle(locale: Locale, segments: string[]): Promise<{ pagePath: string; title: string } | null> {
  const [first, second, third] = segments
  if (first === 'careers' && second && segments.length === 2) {
    const job = await getJob(second, false, locale)
    return job && { pagePath: `/careers/${job.id}`, title: jobPageTitle(job) }
  }
  if (first === 'case-studies' && second && segments.length === 2) {
    const study = await getCaseStudy(second, false, locale)
    return study && { pagePath: `/case-studies/${study.slug}`, title: study.title }
  }
  if (first === 'resources' && second === 'blog' && third && segments.length === 3) {
    const post = await getPostBySlug(third)
    return post && { pagePath: blogPostHref(post.slug), title: post.title }
  }
  const path = storedPagePath(segments)
  if (!path) return null
  const page = await getPageByPath(path, false, locale)
  return page && { pagePath: urlOfPagePath(path), title: page.title }
}

/** The catch-all's stored page path, or null for segments that do not decode (a stray `%`). */
function storedPagePath(segments: string[]): string | null {
  try {
    return pathFromSegments(segments)
  } catch (error) {
    if (error instanceof URIError) return null
    throw error
  }
}
