import type { Job } from '@/payload-types'
import { getCaseStudy, getJob, getPageByPath, getSiteSettings } from '@/data/content'
import type { Locale } from '@/lib/i18n/locales'
import { blogPostUrl, caseStudyUrl, documentOfPath, jobUrl, pageUrl } from '@/lib/documentUrls'
import { getPostBySlug } from '@/data/wordpress'
import type { ShareImageSubject } from '@/lib/shareImage/address'

/** A job page's title, in its metadata and on its share image. */
export const jobPageTitle = (job: Pick<Job, 'title' | 'location'>) =>
  `${job.title} (${job.location})`

/**
 * What the share image of the page at `segments` (its path without the language) shows: the
 * title its own route gives it, read through the same cached, tagged reads, so the image expires
 * with the page. Null when there is no such page (published, or in WordPress) to draw.
 */
export async function shareImageSubject(
  locale: Locale,
  segments: string[],
): Promise<ShareImageSubject | null> {
  const [page, { brandName }] = await Promise.all([
    pageTitle(locale, segments),
    getSiteSettings(locale),
  ])
  return page && { ...page, brandName, locale }
}

/** The routes' own reads of the document at `segments`; the blog listing draws no title image. */
async function pageTitle(
  locale: Locale,
  segments: string[],
): Promise<{ pagePath: string; title: string } | null> {
  const doc = documentOfPath(segments)
  switch (doc?.kind) {
    case 'job': {
      const job = await getJob(String(doc.id), false, locale)
      return job && { pagePath: jobUrl(job.id), title: jobPageTitle(job) }
    }
    case 'case-study': {
      const study = await getCaseStudy(doc.slug, false, locale)
      return study && { pagePath: caseStudyUrl(study.slug), title: study.title }
    }
    case 'blog-post': {
      const post = await getPostBySlug(doc.slug)
      return post && { pagePath: blogPostUrl(post.slug), title: post.title }
    }
    case 'page': {
      const page = await getPageByPath(doc.path, false, locale)
      return page && { pagePath: pageUrl(doc.path), title: page.title }
    }
    default:
      return null
  }
}
