import { headers } from 'next/headers'
import { clientIp } from '@/forms/submitForm'
import { escapeHtml } from '@/lib/html'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { getPayloadClient } from '@/data/payload'
import { TRUST_PATH } from '@/lib/trust/links'
import { openDocumentLink, peekDocumentLink } from '@/lib/trust/download'
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
function ended(status: 404 | 410, locale: Locale, withBody: boolean): Response {
  const t = trustMessages(locale)
  const [title, text] =
    status === 410 ? [t.linkGoneTitle, t.linkGoneText] : [t.notFoundTitle, t.notFoundText]
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(localizePath(TRUST_PATH, locale))}">${escapeHtml(t.back)}</a></p></body></html>`
  const bodyHeaders = {
    ...PRIVATE,
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  }
  return new Response(withBody ? body : null, { status, headers: bodyHeaders })
}

/** The headers of the file's answer, the same for GET and HEAD. */
const fileHeaders = (file: { filename: string; mimeType: string; size: number | null }) => ({
  ...PRIVATE,
  'content-type': file.mimeType,
  ...(file.size === null ? {} : { 'content-length': String(file.size) }),
  'content-disposition': `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  'x-content-type-options': 'nosniff',
})

async function linkOf(params: Context['params']) {
  const { lang, token } = await params
  return { locale: localeOrDefault(lang), token }
}

/** `/trust/download/<token>`: the approved request's document, recorded, or 404/410. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, token } = await linkOf(params)
  const outcome = await openDocumentLink(
    await getPayloadClient(),
    token,
    clientIp({ headers: await headers() }),
  )
  if (outcome.kind === 'unknown') return ended(404, locale, true)
  if (outcome.kind === 'gone') return ended(410, locale, true)
  return new Response(Buffer.from(outcome.bytes), {
    status: 200,
    headers: fileHeaders({ ...outcome, size: outcome.bytes.byteLength }),
  })
}

/**
 * HEAD of the link (a mail client's or a scanner's check): GET's status and headers, with no body;
 * the file is not read and no download is recorded.
 */
export async function HEAD(_request: Request, { params }: Context): Promise<Response> {
  const { locale, token } = await linkOf(params)
  const outcome = await peekDocumentLink(await getPayloadClient(), token)
  if (outcome.kind === 'unknown') return ended(404, locale, false)
  if (outcome.kind === 'gone') return ended(410, locale, false)
  return new Response(null, { status: 200, headers: fileHeaders(outcome) })
}
