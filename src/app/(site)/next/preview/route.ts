import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { mayReadDrafts } from '@/lib/roleMatrix'
import { getPayloadClient } from '@/data/payload'
import { isOwnPath } from '@/lib/safeReturnPath'

/** The CMS "Preview" button: editors and admins only; switches on draft mode, opens the page. */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') || '/'
  if (!isOwnPath(path)) return new Response('Invalid path', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!mayReadDrafts(user)) {
    payload.logger.warn(`Preview refused for ${path}: no session that may read drafts`)
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
