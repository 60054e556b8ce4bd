import type { MetadataRoute } from 'next'
import { countSitemapDocuments, getSitemapDocuments } from '@/data/content'
import { sitemapEntryIn } from '@/lib/seo/sitemapEntries'
import {
  parseSitemapFileId,
  sitemapFileId,
  sitemapFiles,
  sitemapSections,
} from '@/lib/seo/sitemapFiles'
import { env } from '@/lib/env'

/**
 * The ids of every sitemap file with something in it, from cached counts. Empty while `next build`
 * runs: no file is made then, and each is rendered on its first request.
 */
export async function listedSitemapFiles(): Promise<string[]> {
  if (env.isBuildPhase) return []
  const counts = await Promise.all(
    sitemapSections().map(async (section) => ({
      ...section,
      count: await countSitemapDocuments(section.kind, section.locale),
    })),
  )
  return sitemapFiles(counts).map(sitemapFileId)
}

/** The entries of one sitemap file, in its one language; none for an id the sitemap never names. */
export async function sitemapFileEntries(id: string): Promise<MetadataRoute.Sitemap> {
  const file = parseSitemapFileId(id)
  if (!file) return []
  const documents = await getSitemapDocuments(file)
  return documents.flatMap((listed) => sitemapEntryIn(listed, file.locale) ?? [])
}
