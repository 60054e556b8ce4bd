import type { MetadataRoute } from 'next'
import { getCaseStudies, getJobs, getPublishedPages } from '@/lib/content'
import { absoluteUrl } from '@/lib/metadata'
import { urlOfPagePath } from '@/lib/pagePath'

// Built on request from the cached lists, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

/** Every published page, job and case study (their hooks expire this with their tags). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, jobs, studies] = await Promise.all([getPublishedPages(), getJobs(), getCaseStudies()])
  return [
    ...pages.map((page) => ({ url: absoluteUrl(urlOfPagePath(page.path)), lastModified: page.updatedAt })),
    ...jobs.map((job) => ({ url: absoluteUrl(`/careers/${job.id}`), lastModified: job.updatedAt })),
    ...studies.map((study) => ({ url: absoluteUrl(`/case-studies/${study.slug}`), lastModified: study.updatedAt })),
  ]
}
