import type { Payload } from 'payload'
import type { Locale } from '@/lib/i18n/locales'
import { isShareableCollection, type ShareableCollection } from './rules'
import { hashDraftLinkToken, isWellFormedToken } from './tokens'

export type OpenDraftLink = { collection: ShareableCollection; documentId: number; locale: Locale }

/**
 * The document a token names, when its link is for this language and neither expired nor
 * revoked; null for anything else, an unknown token included. Found by the token's hash only.
 */
export async function findOpenDraftLink(
  payload: Payload,
  token: string,
  locale: Locale,
): Promise<OpenDraftLink | null> {
  if (!isWellFormedToken(token)) return null
  const { docs } = await payload.find({
    collection: 'draft-links',
    where: {
      tokenHash: { equals: hashDraftLinkToken(token) },
      revokedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    select: { sharedCollection: true, documentId: true, locale: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link || link.locale !== locale || !isShareableCollection(link.sharedCollection)) return null
  return { collection: link.sharedCollection, documentId: Number(link.documentId), locale }
}

/** Whether a token opens a document that still exists: what the proxy asks before the page renders. */
export async function opensDraft(
  payload: Payload,
  token: string,
  locale: Locale,
): Promise<boolean> {
  const link = await findOpenDraftLink(payload, token, locale)
  if (!link) return false
  const { totalDocs } = await payload.count({
    collection: link.collection,
    where: { id: { equals: link.documentId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}
