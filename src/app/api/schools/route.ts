import { connection, NextResponse } from 'next/server'
import { getSchools } from '@/lib/schools'

/**
 * The school finder's list, read in the browser: the clients list from the server's cache
 * (src/lib/schools.ts, 1 h), or 502 while none can be had. The browser never caches it, so a
 * Try Again always reaches the server.
 */
export async function GET() {
  // Answer per request, never a response prerendered at build time (when the listing may be down).
  await connection()
  const schools = await getSchools()
  const headers = { 'cache-control': 'no-store' }
  if (!schools)
    return NextResponse.json(
      { error: 'The clients listing is unavailable.' },
      { status: 502, headers },
    )
  return NextResponse.json({ clients: schools }, { headers })
}
