import type { Payload } from 'payload'
import type { EmailInput } from '@/lib/email/emailInput'
import { fillLinkSlots } from '@/lib/email/linkSlots'
import { localeOrDefault } from '@/lib/i18n/locales'
import { downloadUrl, hashLinkToken, isLinkLive, newLinkToken } from './accessLinks'

/**
 * Makes an approved request's download link as its email is sent: a fresh token that only this
 * send sees, whose hash replaces any earlier one (so a link from a failed attempt never works).
 * Null when the request is gone, no longer approved, or past its week: nothing is sent.
 */
export async function fillDocumentAccessLink(
  payload: Payload,
  requestId: number,
  email: EmailInput,
): Promise<EmailInput | null> {
  const request = await payload.findByID({
    collection: 'document-requests',
    id: requestId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!request || !isLinkLive(request)) return null
  const credential = newLinkToken()
  await payload.update({
    collection: 'document-requests',
    id: requestId,
    data: { linkHash: hashLinkToken(credential) },
    depth: 0,
    overrideAccess: true,
  })
  return fillLinkSlots(email, {
    documentAccess: downloadUrl(credential, localeOrDefault(request.language)),
  })
}
