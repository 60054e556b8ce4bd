import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type * as z from './zod'
import { checkRateLimit } from '@/lib/rateLimit'
import { rateLimitClient } from '@/lib/rateLimitClient'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { formMessages } from './messages'

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

// The largest form (quote, with 5,000-character notes) is well under 32 KB of JSON.
export const MAX_BODY_BYTES = 32 * 1024

export type FieldErrors = Record<string, string>

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const badRequest = (errors: FieldErrors) => json(400, { errors })

/**
 * The client's address. `npm start` serves through server/start.ts, which replaces any
 * `x-forwarded-for` with the one address `TRUSTED_PROXY_HOPS` lets it trust
 * (src/lib/clientAddress.ts), so a client cannot choose its own rate-limit key.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',').pop()?.trim() || 'unknown'
}

/** Per-IP limit of each form: 10 submissions per 10 minutes unless the environment says otherwise. */
export function formRateLimit() {
  return {
    limit: Number(process.env.FORMS_RATE_LIMIT || 10),
    windowSeconds: Number(process.env.FORMS_RATE_LIMIT_WINDOW_SECONDS || 600),
  }
}

const defaultPayload = () => getPayload({ config, cron: true })

class BodyTooLarge extends Error {}

/** Reads the body as text, giving up as soon as it passes `limit` bytes. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The field an issue belongs to: its path up to the first list index (`features.3` → `features`). */
function fieldOf(path: readonly PropertyKey[]): string {
  const index = path.findIndex((part) => typeof part === 'number')
  const fieldPath = index === -1 ? path : path.slice(0, index)
  return fieldPath.length ? fieldPath.map(String).join('.') : 'body'
}

/** Maps zod issues to one message per field (the first). */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) errors[fieldOf(issue.path)] ??= issue.message
  return errors
}

type FormPost<Schema extends z.ZodMiniType> = {
  /** Names the form in rate-limit keys and logs. */
  form: string
  /** The form's schema, or one per language whose messages speak it (the same shape in each). */
  schema: Schema | ((locale: Locale) => Schema)
  /** Defaults to the app's Payload, with the job cron running (it retries queued emails). */
  getPayload?: () => Promise<Payload>
  /** Stores the submission, then queues its notification. Throwing answers 500. */
  accept: (payload: Payload, data: z.output<Schema>, locale: Locale) => Promise<void>
}

/** The language a form was filled in: `?lang=es` from a Spanish page, English otherwise. */
export function formLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang')
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/**
 * Every `POST /api/forms/*` goes through here: JSON only, bounded size, honeypot, per-IP rate
 * limit, the form's zod schema, then `accept`. Bad input is a 400 with field errors (413 when too
 * large), never a 500; success is `201 { ok: true }`.
 */
export async function handleFormPost<Schema extends z.ZodMiniType>(request: Request, options: FormPost<Schema>): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return badRequest({ body: 'Send the form as JSON (Content-Type: application/json).' })
  }
  let text: string
  try {
    text = await readBody(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { errors: { body: 'The form is too large.' } })
    return badRequest({ body: 'The request body could not be read.' })
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return badRequest({ body: 'The request body is not valid JSON.' })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return badRequest({ body: 'The request body must be a JSON object.' })
  }
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = body as Record<string, unknown>
  const payload = await (options.getPayload ?? defaultPayload)()
  // Bots are told they succeeded, so they have no reason to try harder.
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null) {
    payload.logger.info({ form: options.form }, 'form submission dropped: honeypot filled')
    return json(201, { ok: true })
  }
  const ip = clientIp(request)
  const locale = formLocale(request)
  const limited = await checkRateLimit(payload, { key: `form:${options.form}:${rateLimitClient(ip)}`, ...formRateLimit() })
  if (!limited.allowed) {
    return json(
      429,
      { errors: { body: formMessages(locale).validation.tooManySubmissions } },
      { 'retry-after': String(limited.retryAfterSeconds) },
    )
  }
  const schema = typeof options.schema === 'function' ? options.schema(locale) : options.schema
  const parsed = schema.safeParse(fields)
  if (!parsed.success) return badRequest(fieldErrors(parsed.error))
  try {
    await options.accept(payload, parsed.data, locale)
  } catch (error) {
    payload.logger.error({ err: error, form: options.form }, 'storing a form submission failed')
    return json(500, { error: 'Something went wrong. Please try again.' })
  }
  return json(201, { ok: true })
}
