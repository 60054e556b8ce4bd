import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { isStaffUser } from '@/lib/roles'
import { getPayloadClient } from '@/lib/payload'
import { isOwnPath } from '@/lib/safeReturnPath'

/** The CMS "Preview" button: staff only, switches on draft mode, then opens the page. */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') || '/'
  if (!isOwnPath(path)) return new Response('Invalid path', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    payload.logger.warn(`Preview refused for ${path}: no staff session`)
    return new Response('Sign in to the CMS to preview drafts.', { status: 403 })
  }
  ;(await draftMode()).enable()
  redirect(path)
}
