// Any origin will do: a path is ours when parsing it against an origin keeps that origin.
const PROBE_ORIGIN = 'https://site.invalid'

/**
 * Whether a return path taken from a request leads back to this site. Browsers read `/\host`
 * as `//host` and drop tabs and newlines before parsing, so a path must start with one `/`,
 * hold no backslash and no control character, and keep the site's origin once parsed.
 */
export function isOwnPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return false
  if (/[\\\u0000-\u001f\u007f-\u009f]/.test(value)) return false
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

/** The return path when it is ours, else the fallback. */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return isOwnPath(value) ? value : fallback
}
