import { getConsentSettings } from '@/data/content'
import { consentFromCookies } from '@/lib/consent/cookie'
import { needsChoice } from '@/lib/consent/record'

/**
 * The banner's stylesheet for visitors without scripts (a page links it inside `<noscript>`): it
 * shows the banner until a choice under the current texts is in the `consent` cookie. Pages stay
 * one cached copy for everyone; only this small answer depends on the cookie, and it is never
 * stored (Varnish passes `/api`).
 */
export async function GET(request: Request): Promise<Response> {
  const settings = await getConsentSettings()
  const choice = consentFromCookies(request.headers.get('cookie') ?? '')
  const ask = settings !== null && needsChoice(choice, settings.version)
  return new Response(ask ? '.consent-banner{display:block}\n' : '', {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
