import { LOCALES } from '@/lib/i18n/locales'

/** Where RFC 9116 says security researchers look; next.config.mjs rewrites it to the route that writes it. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How far ahead the file says it expires. RFC 9116 asks for less than a year, so that a file
 * nobody maintains any longer goes stale. Ours is written from Site settings on each request, so
 * it is as current as the settings are: a rolling half year keeps it valid without anyone
 * remembering a date, and a site that stops answering takes its file with it.
 */
export const SECURITY_TXT_LIFETIME_DAYS = 180

/**
 * The expiry for a file written at `now`: midnight UTC, so every instance and every cache writes
 * the same file all day long.
 */
export function securityTxtExpiry(now: Date): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return new Date(today + SECURITY_TXT_LIFETIME_DAYS * DAY_MS)
}

/** The file's text (RFC 9116): the contact, its expiry, our languages, its own address and the policy's. */
export function securityTxt({
  contact,
  serverUrl,
  now,
}: {
  contact: string
  serverUrl: string
  now: Date
}): string {
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${securityTxtExpiry(now).toISOString()}`,
    `Preferred-Languages: ${LOCALES.join(', ')}`,
    `Canonical: ${serverUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${serverUrl}/trust`,
    '',
  ].join('\n')
}
