import type { MetadataRoute } from 'next'
import { getSitemapDocuments } from '@/lib/content'
import { sitemapEntryIn } from '@/lib/seo/sitemapEntries'
import { parseSitemapFileId } from '@/lib/seo/sitemapFiles'
import { listedSitemapFiles } from '@/lib/seo/sitemapIndex'

// Built on request from cached reads, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

/** The files `/sitemap.xml` (the index, src/app/sitemap.xml/route.ts) names: one kind, one language each. */
export async function generateSitemaps(): Promise<{ id: string }[]> {
  return (await listedSitemapFiles()).map((id) => ({ id }))
}

/** One file of published pages, jobs or case studies in one language (their hooks expire it with their tags). */
export default async function sitemap({
  id,
}: {
  id: Promise<string>
}): Promise<MetadataRoute.Sitemap> {
  const file = parseSitemapFileId(await id)
  if (!file) return []
  const documents = await getSitemapDocuments(file)
  return documents.flatMap((listed) => sitemapEntryIn(listed, file.locale) ?? [])
}
