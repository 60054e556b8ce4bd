/**
 * The visitor's cookie choice, kept in one first-party cookie that the server, the proxy, Varnish
 * and the browser all read. Its value is `<recordId>.<textsVersion>.<analytics><marketing>`, the
 * last two `1` or `0`: the consent record's random id, the version of the banner's texts the
 * visitor answered, and the two choices. Nothing else is stored before or after a choice.
 */
export const CONSENT_COOKIE = 'consent'
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60

export type ConsentChoice = {
  recordId: string
  version: string
  analytics: boolean
  marketing: boolean
}

const PATTERN = /^([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{1,64})\.([01])([01])$/

export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = value ? PATTERN.exec(value) : null
  if (!match) return null
  return {
    recordId: match[1],
    version: match[2],
    analytics: match[3] === '1',
    marketing: match[4] === '1',
  }
}

export function serializeConsent(choice: ConsentChoice): string {
  return `${choice.recordId}.${choice.version}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}`
}

/** The choice in a `Cookie` header or `document.cookie`, or null when there is none or it can't be read. */
export function consentFromCookies(cookies: string): ConsentChoice | null {
  const entry = cookies.split(/;\s*/).find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  return entry ? parseConsent(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) : null
}
