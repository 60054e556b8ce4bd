import { countSitemapDocuments } from '@/lib/content'
import { sitemapFileId, sitemapFiles, sitemapSections } from './sitemapFiles'

/**
 * The ids of every sitemap file with something in it, from cached counts. Empty while `next build`
 * runs: no file is made then, and each is rendered on its first request.
 */
export async function listedSitemapFiles(): Promise<string[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return []
  const counts = await Promise.all(
    sitemapSections().map(async (section) => ({
      ...section,
      count: await countSitemapDocuments(section.kind, section.locale),
    })),
  )
  return sitemapFiles(counts).map(sitemapFileId)
}
