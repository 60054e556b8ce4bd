import { sitemapUrlsetXml } from '@/lib/seo/sitemapFiles'
import { listedSitemapFiles, sitemapFileEntries } from '@/data/seo/sitemapIndex'

// Built on request from cached reads, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/**
 * `/sitemap/<kind>-<language>-<n>.xml`: one file of published pages, jobs or case studies in one
 * language, as the index (src/app/sitemap.xml/route.ts) names it; their hooks expire its reads
 * with their tags. A route of its own: Next's sitemap.ts with generateSitemaps also claims
 * /sitemap.xml, where the index answers.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = (await params).file.replace(/\.xml$/, '')
  if (!(await listedSitemapFiles()).includes(id)) {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  return new Response(sitemapUrlsetXml(await sitemapFileEntries(id)), {
    headers: {
      'content-type': 'application/xml',
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  })
}
