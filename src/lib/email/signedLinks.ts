import type { Payload } from 'payload'
import { newsletterList } from '@/lib/newsletter/list'
import type { OptInCollection } from '@/lib/optInLists/list'
import { subProcessorList } from '@/lib/subProcessors/list'
import { fillDocumentAccessLink } from '@/lib/trust/accessLinkEmail'
import { fillPasswordResetLink } from './passwordResetLink'
import type { EmailInput } from './sendEmailTask'

/**
 * Whose signed links a queued email carries, by id: the sendEmail task makes them as it sends.
 * An id is no credential; a link is.
 */
export type SignedLinks =
  | { kind: 'opt-in'; collection: OptInCollection; subscriber: number }
  | { kind: 'document-access'; request: number }
  | { kind: 'password-reset'; user: number }

const optInLists = { 'newsletter-subscribers': newsletterList, 'trust-subscribers': subProcessorList }

/**
 * The email as it is sent: its link slots filled from the records as they are now. Null when
 * the email has lost its reason (the subscriber erased or gone, the request no longer approved).
 */
export async function withSignedLinks(payload: Payload, email: EmailInput): Promise<EmailInput | null> {
  const links = email.signedLinks
  if (!links) return email
  if (links.kind === 'opt-in') return optInLists[links.collection].fillSignedLinks(payload, links.subscriber, email)
  if (links.kind === 'password-reset') return fillPasswordResetLink(payload, links.user, email)
  return fillDocumentAccessLink(payload, links.request, email)
}
