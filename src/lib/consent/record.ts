import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import {
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_COOKIE,
  serializeConsent,
  type ConsentChoice,
} from './cookie'

/**
 * Keeps a choice as a consent record under a fresh random id: the time (its creation), the texts'
 * version and the two choices. Nothing about the visitor: no address, no email.
 */
export async function recordConsent(
  payload: Payload,
  version: string,
  categories: { analytics: boolean; marketing: boolean },
): Promise<ConsentChoice> {
  const recordId = randomBytes(16).toString('base64url')
  await payload.create({
    collection: 'consent-records',
    data: { recordId, textsVersion: version, ...categories },
    overrideAccess: true,
  })
  return { recordId, version, ...categories }
}

/** The first-party cookie that carries the choice for 180 days; scripts read it, so not HttpOnly. */
export function consentCookieHeader(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `Path=/`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ]
  return [`${CONSENT_COOKIE}=${serializeConsent(choice)}`, ...attributes].join('; ')
}

/** Whether the banner must ask: no choice, or one made under other texts. */
export const needsChoice = (choice: ConsentChoice | null, version: string) =>
  !choice || choice.version !== version
