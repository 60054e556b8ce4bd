import { getSiteSettings } from '@/data/content'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { securityTxt } from '@/lib/trust/securityTxt'

// The contact is read when asked (SERVER_URL and the settings are the running server's, not the build's).
export const dynamic = 'force-dynamic'

/**
 * `/.well-known/security.txt` (next.config.mjs rewrites it here: a folder starting with a dot is
 * no route): the security contact of Site settings › Trust centre, or 404 while there is none.
 * Five minutes in any cache: it has no cache tags for a publish to purge, and a changed contact
 * should not wait long.
 */
export async function GET(): Promise<Response> {
  const settings = await getSiteSettings(DEFAULT_LOCALE)
  const contact = settings.trust?.securityContact?.trim()
  if (!contact)
    return new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  return new Response(securityTxt({ contact, serverUrl: env.serverUrl, now: new Date() }), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  })
}
