import { connection, NextResponse } from 'next/server'
import { pageCacheTags } from '@/lib/pageCacheTags'

// A language path as Next's rewrites resolve a public URL: `/en`, `/es/faqs`, `/en/careers/7`.
const LANGUAGE_PATH = /^\/[a-z]{2}(?:\/[a-z0-9-]+){0,4}$/

/**
 * The cache tags of the page at `?page=/en/faqs`, for the server entry to name in the `xkey`
 * header Varnish indexes (server/sharedCacheHeaders.ts). Tags name content, never its values,
 * so anyone may ask; every read behind them comes from the tagged data cache.
 */
export async function GET(request: Request) {
  await connection()
  const headers = { 'cache-control': 'no-store' }
  const page = new URL(request.url).searchParams.get('page') ?? ''
  if (!LANGUAGE_PATH.test(page))
    return NextResponse.json(
      { error: 'Expected ?page=/<language>/<path>.' },
      { status: 400, headers },
    )
  const tags = await pageCacheTags(page)
  if (!tags) return NextResponse.json({ error: 'Not a page.' }, { status: 404, headers })
  return NextResponse.json({ tags }, { headers })
}
