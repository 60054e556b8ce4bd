import { submitForm, clientIp, formLocale } from '@/forms/submitForm'
import { getConsentSettings } from '@/data/content'
import { chosenCategories } from '@/lib/consent/choices'
import { consentFormSchema } from '@/lib/consent/schema'
import { consentCookieHeader, recordConsent } from '@/lib/consent/record'
import { localizePath } from '@/lib/i18n/paths'
import { safeReturnPath } from '@/lib/safeReturnPath'
import { env } from '@/lib/env'

const noStore = { 'cache-control': 'no-store' }

// A school or a ministry puts many visitors behind one address, and each answers the banner once.
const CONSENT_RATE_LIMIT = { limit: 200, windowSeconds: 600 }

/** The page the banner was on (the browser's Referer, path and query), when it is ours. */
function returnPath(request: Request, fallback: string): string {
  const referer = request.headers.get('referer')
  if (!referer) return fallback
  try {
    const url = new URL(referer)
    return safeReturnPath(url.pathname + url.search, fallback)
  } catch {
    return fallback
  }
}

async function readFields(
  request: Request,
  asJson: boolean,
): Promise<Record<string, unknown> | null> {
  try {
    if (asJson) {
      const body: unknown = await request.json()
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    }
    return Object.fromEntries((await request.formData()).entries())
  } catch {
    return null
  }
}

/**
 * `POST /api/consent`: the banner's buttons. Keeps the choice as a consent record and in the
 * `consent` cookie. The island sends JSON and gets JSON; the HTML form (scripts off) is sent back
 * to the page it came from, where the cookie hides the banner (see banner.css).
 */
export async function POST(request: Request): Promise<Response> {
  const asJson = /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')
  const settings = await getConsentSettings()
  // Nothing is configured that needs consent: nothing to record, no cookie.
  if (!settings)
    return Response.json(
      { errors: { body: 'No cookie choice is asked on this site.' } },
      { status: 404, headers: noStore },
    )
  const fields = await readFields(request, asJson)
  if (!fields)
    return Response.json(
      { errors: { body: 'The form could not be read.' } },
      { status: 400, headers: noStore },
    )
  const locale = formLocale(request)
  const outcome = await submitForm(
    fields,
    { ip: clientIp(request), locale },
    {
      form: 'consent',
      schema: consentFormSchema,
      rateLimit: CONSENT_RATE_LIMIT,
      accept: (payload, form) => recordConsent(payload, settings.version, chosenCategories(form)),
    },
  )
  if (outcome.kind !== 'accepted') {
    const status = {
      invalid: 400,
      tooLarge: 413,
      limited: 429,
      failed: 500,
      inProgress: 409,
      keyReused: 422,
    }[outcome.kind]
    return Response.json({ errors: outcome.errors }, { status, headers: noStore })
  }
  const headers = new Headers(noStore)
  if (outcome.result)
    headers.append(
      'set-cookie',
      consentCookieHeader(outcome.result, env.serverUrl.startsWith('https:')),
    )
  if (asJson) return Response.json({ ok: true }, { status: 200, headers })
  headers.set('location', returnPath(request, localizePath('/', locale)))
  return new Response(null, { status: 303, headers })
}
