// Plain names shared by the forms in the browser and the door on the server; no Node modules here.

/** The request header of a scripted submission (the IETF httpapi draft's name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The hidden field that carries the key when a form goes through its server action. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'

// A UUID fits, and so does any random key of a client that speaks the draft; nothing that could
// be mistaken for a fingerprint (those start with `fp:`).
const WELL_FORMED = /^[A-Za-z0-9_-]{16,128}$/

/** A key the server keeps: 16 to 128 letters, digits, `-` or `_`. */
export const isWellFormedKey = (value: unknown): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value)

/**
 * The key of an `Idempotency-Key` header, which the draft writes as a structured string
 * (`"8e03978e-..."`); a bare key is read too. Null without a header, `malformed` for anything else.
 */
export function readKeyHeader(header: string | null): string | null | 'malformed' {
  if (header === null) return null
  const trimmed = header.trim()
  const key = /^".*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed
  return isWellFormedKey(key) ? key : 'malformed'
}

function normalised(value: unknown): unknown {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) return value.map(normalised)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return Object.fromEntries(entries.map(([key, item]) => [key, normalised(item)]))
  }
  return value
}

/**
 * A submission's answers as text, keys sorted, strings trimmed, nothing undefined: the same
 * answers are the same text, in the browser (is this try the same submission?) and on the server
 * (the hash kept with its key).
 */
export const normalisedAnswers = (answers: unknown): string => JSON.stringify(normalised(answers))

/** The header's value for a key, as the draft writes it. */
export const keyHeaderValue = (key: string) => `"${key}"`

/** A fresh random key (a UUID); `getRandomValues` where a page is not a secure context. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
