import { NextResponse } from 'next/server'
import { getSchools } from '@/lib/schools'

/** The school finder's Try Again: the cached clients list, or 502 while none can be had. */
export async function GET() {
  const schools = await getSchools()
  const headers = { 'cache-control': 'no-store' }
  if (!schools) return NextResponse.json({ error: 'The clients listing is unavailable.' }, { status: 502, headers })
  return NextResponse.json({ clients: schools }, { headers })
}
