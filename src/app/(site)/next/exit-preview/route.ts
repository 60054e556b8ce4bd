import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { safeReturnPath } from '@/lib/safeReturnPath'

export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(safeReturnPath(request.nextUrl.searchParams.get('path')))
}
