import type { Payload } from 'payload'
import { newsletterList } from '@/lib/newsletter/list'
import { subProcessorList } from '@/lib/subProcessors/list'
import { fillDocumentAccessLink } from '@/lib/trust/accessLinkEmail'
import type { EmailInput } from '@/lib/email/emailInput'
import { fillPasswordResetLink } from '@/lib/email/passwordResetLink'

const optInLists = {
  'newsletter-subscribers': newsletterList,
  'trust-subscribers': subProcessorList,
}

/**
 * The email as it is sent: its link slots filled from the records as they are now. Null when
 * the email has lost its reason (the subscriber erased or gone, the request no longer approved).
 */
export async function withSignedLinks(
  payload: Payload,
  email: EmailInput,
): Promise<EmailInput | null> {
  const links = email.signedLinks
  if (!links) return email
  if (links.kind === 'opt-in')
    return optInLists[links.collection].fillSignedLinks(payload, links.subscriber, email)
  if (links.kind === 'password-reset') return fillPasswordResetLink(payload, links.user, email)
  return fillDocumentAccessLink(payload, links.request, email)
}
