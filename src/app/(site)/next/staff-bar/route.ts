import type { NextRequest } from 'next/server'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { localeOfPath } from '@/lib/i18n/paths'
import { previewRoute } from '@/lib/livePreview/routes'
import { isStaffUser } from '@/lib/roles'
import { getPayloadClient } from '@/data/payload'
import { isOwnPath } from '@/lib/safeReturnPath'
import { documentForPath } from '@/lib/staffBar/documentForPath'
import type { StaffBarInfo } from '@/lib/staffBar/info'

const PRIVATE = { 'cache-control': 'private, no-store' }

/**
 * What the staff bar (src/lib/staffBar/script.ts) shows for the page at `path`: the CMS document
 * behind it and the draft preview. Answers 401 without a staff session, so the bar stays hidden.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') || '/'
  if (!isOwnPath(path))
    return Response.json({ error: 'Invalid path' }, { status: 400, headers: PRIVATE })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user))
    return Response.json({ error: 'Not signed in' }, { status: 401, headers: PRIVATE })
  const admin = payload.config.routes.admin
  const doc = await documentForPath(payload, path)
  // A page in another language opens the document in that language.
  const locale = localeOfPath(path)
  const inLocale = locale === DEFAULT_LOCALE ? '' : `?locale=${locale}`
  return Response.json(
    {
      name: user?.name || user?.email,
      editUrl: doc ? `${admin}/collections/${doc.collection}/${doc.id}${inLocale}` : null,
      previewUrl: doc ? previewRoute(path) : null,
      cmsUrl: admin,
    } satisfies StaffBarInfo,
    { headers: PRIVATE },
  )
}
