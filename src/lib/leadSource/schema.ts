import * as z from '@/lib/forms/zod'
import { isOwnPath } from '@/lib/safeReturnPath'
import { SOURCE_VALUE_MAX, UTM_KEYS } from './names'

const CONTROL = /\p{Cc}/gu

/** A value as stored: text without control characters, trimmed, at most 200 characters; else undefined. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // Cut by code point, so a cut never leaves half of a surrogate pair.
  const text = Array.from(value.replace(CONTROL, '').trim())
    .slice(0, SOURCE_VALUE_MAX)
    .join('')
    .trim()
  return text || undefined
}

/** A page of this site as path and query (`/pricing?utm_source=x`), or undefined. */
export function sitePath(value: unknown): string | undefined {
  const text = cleanText(value)
  return isOwnPath(text) ? text : undefined
}

/** Another site as scheme and host only (`https://partner.example`), or undefined. */
export function originOf(value: unknown): string | undefined {
  const text = cleanText(value)
  if (!text) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? cleanText(`${url.protocol}//${url.host}`)
      : undefined
  } catch {
    return undefined
  }
}

/** A moment as an ISO timestamp, or undefined when it is not one or lies ahead (beyond a day of clock skew). */
export function momentOf(value: unknown): string | undefined {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isFinite(time) && time <= Date.now() + 24 * 60 * 60 * 1000
    ? new Date(time).toISOString()
    : undefined
}

// Every part reads what it can and drops the rest: a source never makes a submission invalid.
const readWith = <T>(read: (value: unknown) => T | undefined) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => read(value)),
    ),
  )

const noUtm = () => ({
  source: undefined,
  medium: undefined,
  campaign: undefined,
  term: undefined,
  content: undefined,
})

const utmSchema = z.catch(
  z.object({
    source: readWith(cleanText),
    medium: readWith(cleanText),
    campaign: readWith(cleanText),
    term: readWith(cleanText),
    content: readWith(cleanText),
  }),
  noUtm,
)

const touchFields = {
  landingPage: readWith(sitePath),
  referrer: readWith(originOf),
  utm: utmSchema,
}

const hasAny = (values: object) => Object.values(values).some((value) => value !== undefined)

const firstTouchSchema = z.catch(
  z.pipe(
    z.nullable(z.object({ ...touchFields, at: readWith(momentOf) })),
    // Without a page, a referrer or a UTM value there is no first touch to speak of.
    z.transform((touch) =>
      touch && (touch.landingPage || touch.referrer || hasAny(touch.utm)) ? touch : null,
    ),
  ),
  null,
)

/**
 * Where a lead came from, as a form sends it (`source` beside the fields) and as the webhook
 * names it: the visit's landing page (path and query), the other site that sent the visitor (its
 * origin only), the page the form was sent from, the visit's UTM values, and, only with the
 * visitor's consent to marketing cookies, the first visit's values (first touch). Each value is
 * cleaned on its own; one that cannot be read is dropped, and so is a source that is no object.
 */
export const leadSourceSchema = z.catch(
  z.object({ ...touchFields, formPage: readWith(sitePath), firstTouch: firstTouchSchema }),
  () => ({
    landingPage: undefined,
    referrer: undefined,
    utm: noUtm(),
    formPage: undefined,
    firstTouch: null,
  }),
)

export type LeadSource = z.output<typeof leadSourceSchema>
export type Utm = LeadSource['utm']

/** The UTM values of a query string (`utm_source`, ...), cleaned. */
export function utmOf(query: URLSearchParams): Utm {
  return Object.fromEntries(UTM_KEYS.map((key) => [key, cleanText(query.get(`utm_${key}`))]))
}

export const hasUtm = (utm: Utm) => hasAny(utm)
