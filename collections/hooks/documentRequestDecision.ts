import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { DocumentRequest } from '@/payload-types'
import { queueEmail } from '@/lib/email'
import { DEFAULT_LOCALE, localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { downloadUrl, hashLinkToken, linkExpiry, newLinkToken } from '@/lib/trust/accessLinks'
import { approvalEmail, closingEmail } from '@/lib/trust/emails'

// The new link's token, from beforeChange (which stores its hash) to afterChange (which emails it).
const tokenKey = (id: number | string) => `documentRequest:token:${id}`

/**
 * A decision by staff: an approval (again, after a revoke too) draws a new link that lives a
 * week; any change of status is stamped. Only the token's hash is stored.
 */
export const issueAccessLink: CollectionBeforeChangeHook<DocumentRequest> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !data.status || data.status === originalDoc.status) return data
  const now = Date.now()
  data.decidedAt = new Date(now).toISOString()
  if (data.status === 'approved') {
    const token = newLinkToken()
    data.linkHash = hashLinkToken(token)
    data.linkExpiresAt = linkExpiry(now).toISOString()
    req.context[tokenKey(originalDoc.id)] = token
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
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, select: { inboxes: true }, req })
  return settings.inboxes?.sales || undefined
}

/** Tells the requester: the link on approval; that it ended on a revoke; a decline, politely. Replies reach sales. */
export const sendDecisionEmail: CollectionAfterChangeHook<DocumentRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const documentId = typeof doc.document === 'object' ? doc.document.id : doc.document
  const token = req.context[tokenKey(doc.id)] as string | undefined
  const locale = localeOrDefault(doc.language)
  if (doc.status === 'approved' && token && doc.linkExpiresAt) {
    const title = await documentTitle(req, documentId, locale)
    await queueEmail(req.payload, approvalEmail(doc, title, downloadUrl(token, locale), new Date(doc.linkExpiresAt)))
  } else if (doc.status === 'declined' || (doc.status === 'revoked' && previousDoc?.status === 'approved')) {
    const title = await documentTitle(req, documentId, locale)
    await queueEmail(req.payload, { ...closingEmail(doc, title, doc.status), replyTo: await salesInbox(req) })
  }
  return doc
}
