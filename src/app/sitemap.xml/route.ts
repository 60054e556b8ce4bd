import { absoluteUrl } from '@/lib/metadata'
import { sitemapFilePath, sitemapIndexXml } from '@/lib/seo/sitemapFiles'
import { listedSitemapFiles } from '@/data/seo/sitemapIndex'

// Built on request from cached counts, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

/**
 * The sitemap index: the files are src/app/sitemap/[file]/route.ts, one kind and language each; this
 * route names them at the address robots.txt gives.
 */
export async function GET(): Promise<Response> {
  const urls = (await listedSitemapFiles()).map((id) => absoluteUrl(sitemapFilePath(id)))
  return new Response(sitemapIndexXml(urls), {
    headers: {
      'content-type': 'application/xml',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
