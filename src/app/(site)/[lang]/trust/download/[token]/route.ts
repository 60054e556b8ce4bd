import { headers } from 'next/headers'
import { clientIp } from '@/forms/submitForm'
import { escapeHtml } from '@/lib/html'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { getPayloadClient } from '@/lib/payload'
import { openDocumentLink } from '@/lib/trust/download'
import { trustMessages } from '@/lib/trust/messages'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ lang: string; token: string }> }

// One person's link: no cache may keep the file or the answer, and no page may send its address on.
const PRIVATE = {
  'cache-control': 'private, no-store, max-age=0',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
}

/** A link that ended (410) or never was (404): a short page in the link's language, with the way back. */
function ended(status: 404 | 410, locale: Locale): Response {
  const t = trustMessages(locale)
  const [title, text] = status === 410 ? [t.linkGoneTitle, t.linkGoneText] : [t.notFoundTitle, t.notFoundText]
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(localizePath('/trust', locale))}">${escapeHtml(t.back)}</a></p></body></html>`
  return new Response(body, { status, headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } })
}

/** `/trust/download/<token>`: the approved request's document, recorded, or 404/410. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { lang, token } = await params
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const payload = await getPayloadClient()
  const outcome = await openDocumentLink(payload, token, clientIp({ headers: await headers() }))
  if (outcome.kind === 'unknown') return ended(404, locale)
  if (outcome.kind === 'gone') return ended(410, locale)
  return new Response(Buffer.from(outcome.bytes), {
    status: 200,
    headers: {
      ...PRIVATE,
      'content-type': outcome.mimeType,
      'content-disposition': `attachment; filename="${outcome.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
    },
  })
}
