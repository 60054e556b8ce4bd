import type { Payload } from 'payload'
import type * as z from '@/lib/forms/zod'
import { checkRateLimit } from '@/lib/rateLimit'
import { rateLimitClient } from '@/lib/rateLimitClient'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { formMessages } from '@/lib/forms/messages'
import { countFormSubmission } from '@/lib/observability/metrics'
import { SOURCE_FIELD } from '@/lib/leadSource/names'
import { leadSourceOf, sentFrom, type SentFrom } from '@/lib/leadSource/request'
import type { LeadSource } from '@/lib/leadSource/schema'
import { readKeyHeader, IDEMPOTENCY_HEADER } from '@/lib/idempotency/key'
import {
  answersHash,
  claimKey,
  FINGERPRINT_HOURS,
  fingerprint,
  finishKey,
  IDEMPOTENCY_KEY_DAYS,
  releaseKey,
  type Claim,
} from '@/lib/idempotency/store'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/data/payload'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

// The largest form (quote, with 5,000-character notes) is well under 32 KB of JSON.
export const MAX_BODY_BYTES = 32 * 1024

export type FieldErrors = Record<string, string>

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const badRequest = (errors: FieldErrors) => json(400, { errors })

/**
 * The client's address. `npm start` serves through server/start.ts, which replaces any
 * `x-forwarded-for` with the one address `TRUSTED_PROXY_HOPS` lets it trust
 * (src/lib/clientAddress.ts), so a client cannot choose its own rate-limit key. A request or
 * a server action's `headers()` both carry it.
 */
export function clientIp({ headers }: { headers: Pick<Headers, 'get'> }): string {
  return headers.get('x-forwarded-for')?.split(',').pop()?.trim() || 'unknown'
}

/** Per-IP limit of each form: 10 submissions per 10 minutes unless the environment says otherwise. */
export function formRateLimit() {
  return env.formsRateLimit
}

const defaultPayload = () => getPayloadClient({ cron: true })

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

export type FormDoor<Schema extends z.ZodMiniType, Result = void> = {
  /** Names the form in rate-limit keys and logs. */
  form: string
  /** The form's schema, or one per language whose messages speak it (the same shape in each). */
  schema: Schema | ((locale: Locale) => Schema)
  /** Defaults to the app's Payload, with the job cron running (it retries queued emails). */
  getPayload?: () => Promise<Payload>
  /** Its own per-IP limit, for a form everyone behind one address sends (the cookie banner). */
  rateLimit?: { limit: number; windowSeconds: number }
  /**
   * Stores the submission with its source, then queues its notification. Throwing is a failure,
   * never a leak.
   */
  accept: (
    payload: Payload,
    data: z.output<Schema>,
    locale: Locale,
    source: LeadSource,
  ) => Promise<Result>
  /**
   * What the schema cannot know, asked of the database once the input is valid (the document a
   * request names is still one that takes requests): messages per field, or null.
   */
  verify?: (payload: Payload, data: z.output<Schema>, locale: Locale) => Promise<FieldErrors | null>
}

/**
 * How a try of a submission is told from a new one: the key the browser made when the visitor
 * started the form, or, for a form sent without scripts, the server's fingerprint of it (the
 * form, the answers, the client). Without either, every try is new (API clients, the cookie
 * banner).
 */
export type Resubmission = { key: string } | { fingerprint: true }

/**
 * Who sent a submission: the rate limit's key, the language its messages speak, what the
 * request says of the page it came from (the source's fallback when the browser sent none), and
 * how its tries are recognised.
 */
export type Sender = { ip: string; locale: Locale; from?: SentFrom; resubmission?: Resubmission }

/**
 * What became of a submission. `accepted` without a result is a honeypot hit, which is told it
 * succeeded like any other; `replayed` is a try of a submission already stored, answered as the
 * first. `inProgress` is a try while the first still runs, `keyReused` a key sent again with
 * other answers.
 */
export type FormOutcome<Result> =
  | { kind: 'accepted'; result?: Result; replayed?: true }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'tooLarge'; errors: FieldErrors }
  | { kind: 'limited'; errors: FieldErrors; retryAfterSeconds: number }
  | { kind: 'failed'; errors: FieldErrors }
  | { kind: 'inProgress'; errors: FieldErrors }
  | { kind: 'keyReused'; errors: FieldErrors }

/** The language a form was filled in: `?lang=es` from a Spanish page, English otherwise. */
export function formLocale(request: Request): Locale {
  return localeOrDefault(new URL(request.url).searchParams.get('lang'))
}

const isFilled = (honeypot: unknown) =>
  typeof honeypot === 'string'
    ? honeypot.trim() !== ''
    : honeypot !== undefined && honeypot !== null

/**
 * The one door of every public form, whether it came as JSON (`/api/forms/*`) or as an HTML
 * form's POST (the forms' server actions): bounded size, honeypot, per-IP rate limit, the
 * form's zod schema, then `accept`. Bad input is `invalid` with a message per field.
 */
export async function submitForm<Schema extends z.ZodMiniType, Result>(
  body: Record<string, unknown>,
  sender: Sender,
  door: FormDoor<Schema, Result>,
): Promise<FormOutcome<Result>> {
  const outcome = await passDoor(body, sender, door)
  const counted = outcome.kind === 'accepted' && outcome.replayed ? 'replayed' : outcome.kind
  countFormSubmission(door.form, counted)
  return outcome
}

/**
 * Claims the submission's key (or fingerprint) once its answers are known to be valid, or null
 * when its tries are not told apart.
 */
function claimSubmission(
  payload: Payload,
  form: string,
  answers: unknown,
  sender: Sender,
): Promise<Claim> | null {
  const { resubmission } = sender
  if (!resubmission) return null
  const requestHash = answersHash(answers)
  if ('key' in resubmission) {
    const windowSeconds = IDEMPOTENCY_KEY_DAYS * 24 * 3600
    return claimKey(payload, { form, key: resubmission.key, requestHash, windowSeconds })
  }
  const key = fingerprint(form, answers, rateLimitClient(sender.ip))
  return claimKey(payload, { form, key, requestHash, windowSeconds: FINGERPRINT_HOURS * 3600 })
}

/** What a try of a submission that is not the first gets: the first answer, or why not. */
function outcomeOfClaim<Result>(
  claim: Exclude<Claim, { kind: 'claimed' }>,
  locale: Locale,
): FormOutcome<Result> {
  const { validation } = formMessages(locale)
  if (claim.kind === 'running') {
    return { kind: 'inProgress', errors: { body: validation.stillSending } }
  }
  if (claim.kind === 'mismatch') {
    return { kind: 'keyReused', errors: { body: validation.sentWithOtherAnswers } }
  }
  const result = claim.answer.body.result as Result | undefined
  return { kind: 'accepted', result, replayed: true }
}

/**
 * Size, honeypot, then the submission's key: a try of a submission already stored is answered
 * as the first (nothing counted, stored or sent again), one still running gets `inProgress`.
 * The key is claimed before anything is stored and marked done after, with the answer: a crash
 * in between leaves the submission stored and its key running, which the next try takes over
 * once abandoned (`ABANDONED_AFTER_MINUTES`), so a crash may store twice but never loses one.
 * A try that is refused or fails lets its key go, so the next one starts afresh.
 */
async function passDoor<Schema extends z.ZodMiniType, Result>(
  body: Record<string, unknown>,
  sender: Sender,
  door: FormDoor<Schema, Result>,
): Promise<FormOutcome<Result>> {
  const messages = formMessages(sender.locale)
  // Measured as the JSON the API would have read, so both ways in share one limit.
  if (Buffer.byteLength(JSON.stringify(body)) > MAX_BODY_BYTES) {
    return { kind: 'tooLarge', errors: { body: messages.validation.formTooLarge } }
  }
  const { [HONEYPOT_FIELD]: honeypot, [SOURCE_FIELD]: sentSource, ...fields } = body
  const payload = await (door.getPayload ?? defaultPayload)()
  // Bots are told they succeeded, so they have no reason to try harder.
  if (isFilled(honeypot)) {
    payload.logger.info({ form: door.form }, 'form submission dropped: honeypot filled')
    return { kind: 'accepted' }
  }
  const schema = typeof door.schema === 'function' ? door.schema(sender.locale) : door.schema
  const parsed = schema.safeParse(fields)
  const claim = parsed.success
    ? await claimSubmission(payload, door.form, parsed.data, sender)
    : null
  if (claim && claim.kind !== 'claimed') return outcomeOfClaim(claim, sender.locale)
  let outcome: FormOutcome<Result>
  try {
    outcome = await checkAndAccept(payload, parsed, sentSource, sender, door)
  } catch (error) {
    if (claim) await releaseKey(payload, claim.id)
    throw error
  }
  if (!claim) return outcome
  if (outcome.kind !== 'accepted') await releaseKey(payload, claim.id)
  else {
    const body = outcome.result === undefined ? {} : { result: outcome.result }
    const answer = { status: 201, body }
    // Stored already: a failure here leaves the key running, never the visitor without an answer.
    await finishKey(payload, claim.id, answer).catch((error: unknown) =>
      payload.logger.error({ err: error, form: door.form }, 'marking a submission key done failed'),
    )
  }
  return outcome
}

/** The per-IP rate limit, the schema's verdict, what only the database knows, then `accept`. */
async function checkAndAccept<Schema extends z.ZodMiniType, Result>(
  payload: Payload,
  parsed: z.core.util.SafeParseResult<z.output<Schema>>,
  sentSource: unknown,
  sender: Sender,
  door: FormDoor<Schema, Result>,
): Promise<FormOutcome<Result>> {
  const messages = formMessages(sender.locale)
  const limited = await checkRateLimit(payload, {
    key: `form:${door.form}:${rateLimitClient(sender.ip)}`,
    ...(door.rateLimit ?? formRateLimit()),
  })
  if (!limited.allowed) {
    return {
      kind: 'limited',
      errors: { body: messages.validation.tooManySubmissions },
      retryAfterSeconds: limited.retryAfterSeconds,
    }
  }
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  const problems = door.verify ? await door.verify(payload, parsed.data, sender.locale) : null
  if (problems) return { kind: 'invalid', errors: problems }
  // Never a reason to refuse: what cannot be read of the source is dropped, the rest stored.
  const source = leadSourceOf(sentSource, sender.from)
  try {
    return {
      kind: 'accepted',
      result: await door.accept(payload, parsed.data, sender.locale, source),
    }
  } catch (error) {
    payload.logger.error({ err: error, form: door.form }, 'storing a form submission failed')
    return { kind: 'failed', errors: { body: messages.toasts.failure.description } }
  }
}

/**
 * `POST /api/forms/*`: JSON only, read up to the size limit, then the one door (`submitForm`).
 * Bad input is a 400 with field errors (413 when too large, 429 with Retry-After when too
 * frequent), never a 500 for the sender's mistake; success is `201` with `created(result)`,
 * `{ ok: true }` unless the form says otherwise. With an `Idempotency-Key` (the IETF httpapi
 * draft), a try of a stored submission gets its first answer again (`Idempotent-Replayed`), a try
 * while the first runs 409, the key with other answers 422, and a malformed key 400.
 */
export async function handleFormPost<Schema extends z.ZodMiniType, Result = void>(
  request: Request,
  door: FormDoor<Schema, Result>,
  created: (result: Result) => object = () => ({ ok: true }),
): Promise<Response> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return badRequest({ body: 'Send the form as JSON (Content-Type: application/json).' })
  }
  const key = readKeyHeader(request.headers.get(IDEMPOTENCY_HEADER))
  if (key === 'malformed') {
    const error = `The ${IDEMPOTENCY_HEADER} header must be 16 to 128 letters, digits, "-" or "_".`
    return json(400, { error })
  }
  let text: string
  try {
    text = await readBody(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return json(413, { errors: { body: 'The form is too large.' } })
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
  const sender: Sender = {
    ip: clientIp(request),
    locale: formLocale(request),
    from: sentFrom(request.headers),
    ...(key ? { resubmission: { key } } : {}),
  }
  const outcome = await submitForm(body as Record<string, unknown>, sender, door)
  switch (outcome.kind) {
    case 'accepted': {
      const sent = outcome.result === undefined ? { ok: true } : created(outcome.result)
      const answer = json(201, sent)
      if (outcome.replayed) answer.headers.set('idempotent-replayed', 'true')
      return answer
    }
    case 'inProgress':
      return json(409, { error: outcome.errors.body }, { 'retry-after': '1' })
    case 'keyReused':
      return json(422, { error: outcome.errors.body })
    case 'invalid':
      return badRequest(outcome.errors)
    case 'tooLarge':
      return json(413, { errors: outcome.errors })
    case 'limited':
      return json(
        429,
        { errors: outcome.errors },
        { 'retry-after': String(outcome.retryAfterSeconds) },
      )
    case 'failed':
      return json(500, { error: 'Something went wrong. Please try again.' })
  }
}
