import type { MetadataRoute } from 'next'
import { getCaseStudies, getJobs, getPublishedPages } from '@/lib/content'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { sitemapEntries } from '@/lib/seo/sitemapEntries'
import { documentUrl } from '@/lib/documentUrls'

// Built on request from the cached lists, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

/** Every published page, job and case study (their hooks expire this with their tags). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, jobs, studies] = await Promise.all([getPublishedPages(), getJobs(DEFAULT_LOCALE), getCaseStudies(DEFAULT_LOCALE)])
  return [
    ...pages.map((page) => ({ ...page, path: documentUrl('pages', page) })),
    ...jobs.map((job) => ({ path: documentUrl('jobs', job), updatedAt: job.updatedAt, translatedInto: job.translatedInto })),
    ...studies.map((study) => ({ path: documentUrl('case-studies', study), updatedAt: study.updatedAt, translatedInto: study.translatedInto })),
  ].flatMap(sitemapEntries)
}
