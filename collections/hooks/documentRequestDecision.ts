import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { DocumentRequest } from '@/payload-types'
import { queueEmail, queueEmailWith } from '@/lib/email'
import { linkSlot } from '@/lib/email/linkSlots'
import { DEFAULT_LOCALE, localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { linkExpiry } from '@/lib/trust/accessLinks'
import { approvalEmail, closingEmail } from '@/lib/trust/emails'

/**
 * A decision by staff: an approval (again, after a revoke too) opens a week for a link, which the
 * approval email makes as it is sent (src/lib/trust/accessLinkEmail.ts); until then no link works,
 * an earlier one included. Any change of status is stamped. Only a token's hash is ever stored.
 */
export const issueAccessLink: CollectionBeforeChangeHook<DocumentRequest> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status)
    return data
  const now = Date.now()
  data.decidedAt = new Date(now).toISOString()
  if (data.status === 'approved') {
    data.linkHash = null
    data.linkExpiresAt = linkExpiry(now).toISOString()
  }
  return data
}

async function documentTitle(req: PayloadRequest, id: number, locale: Locale) {
  const doc = await req.payload.findByID({
    collection: 'documents',
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    select: { title: true },
    req,
  })
  return doc?.title ?? ''
}

async function salesInbox(req: PayloadRequest) {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { inboxes: true },
    req,
  })
  return settings.inboxes?.sales || undefined
}

/** Tells the requester: the link on approval; that it ended on a revoke; a decline, politely. Replies reach sales. */
export const sendDecisionEmail: CollectionAfterChangeHook<DocumentRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const documentId = typeof doc.document === 'object' ? doc.document.id : doc.document
  const locale = localeOrDefault(doc.language)
  if (doc.status === 'approved' && doc.linkExpiresAt) {
    const title = await documentTitle(req, documentId, locale)
    const email = approvalEmail(doc, title, linkSlot('documentAccess'), new Date(doc.linkExpiresAt))
    // Queued with the decision (one transaction): the job sees the approval it makes a link for.
    await queueEmailWith(req, {
      ...email,
      signedLinks: { kind: 'document-access', request: doc.id },
    })
  } else if (
    doc.status === 'declined' ||
    (doc.status === 'revoked' && previousDoc?.status === 'approved')
  ) {
    const title = await documentTitle(req, documentId, locale)
    await queueEmail(req.payload, {
      ...closingEmail(doc, title, doc.status),
      replyTo: await salesInbox(req),
    })
  }
  return doc
}
