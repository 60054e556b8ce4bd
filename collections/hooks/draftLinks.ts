import {
  Forbidden,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload'
import {
  draftLinkPath,
  expiryAfter,
  isShareableCollection,
  readValidForDays,
  VALID_FOR_DAYS_ERROR,
} from '@/lib/draftLinks/rules'
import { hashDraftLinkToken, newDraftLinkToken } from '@/lib/draftLinks/tokens'
import { env } from '@/lib/env'
import { isLocale } from '@/lib/i18n/locales'
import type { DraftLink } from '@/payload-types'

// The new token travels from the hook that makes it to the one that returns it, never to the database.
const TOKEN_KEY = 'newDraftLinkToken'

const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'draft-links', errors: [{ path, message }], req })

async function documentExists(
  req: PayloadRequest,
  collection: string,
  id: unknown,
): Promise<boolean> {
  if (!isShareableCollection(collection) || typeof id !== 'number' || !Number.isInteger(id))
    return false
  const found = await req.payload.count({
    collection,
    where: { id: { equals: id } },
    overrideAccess: true,
    req,
  })
  return found.totalDocs > 0
}

/**
 * A new link: checks what is shared and for how long, makes the token and keeps its hash. An
 * update can only revoke, once, at the server's time. Whatever else a request sends is ignored.
 */
export const issueOrRevokeDraftLink: CollectionBeforeChangeHook<DraftLink> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!req.user) throw new Forbidden(req.t)
  if (operation === 'create') {
    const days = readValidForDays(data.validForDays)
    if (days === null) throw refuse(req, 'validForDays', VALID_FOR_DAYS_ERROR)
    if (!isLocale(data.locale))
      throw refuse(req, 'locale', 'Choose the language of the draft to share.')
    if (!(await documentExists(req, String(data.sharedCollection), data.documentId)))
      throw refuse(req, 'documentId', 'There is no such page, case study or job to share.')
    const token = newDraftLinkToken()
    req.context[TOKEN_KEY] = token
    return {
      sharedCollection: data.sharedCollection,
      documentId: data.documentId,
      locale: data.locale,
      validForDays: days,
      expiresAt: expiryAfter(days).toISOString(),
      tokenHash: hashDraftLinkToken(token),
      createdBy: req.user.id,
      createdByName: req.user.name || req.user.email,
      revokedAt: null,
      revokedBy: null,
    }
  }
  if (originalDoc?.revokedAt) throw refuse(req, 'revokedAt', 'This link is already revoked.')
  if (!data.revokedAt)
    throw refuse(
      req,
      'revokedAt',
      'A draft link can only be revoked. Make a new one for a different time.',
    )
  // What was made stays as it was; the hash is left out so that the stored one is kept.
  const { tokenHash: _kept, ...made } = { ...data, ...(originalDoc ?? {}) }
  return { ...made, revokedAt: new Date().toISOString(), revokedBy: req.user.id }
}

/** Each link made and each link revoked leaves an entry in draft-link-audits. */
export const auditDraftLink: CollectionAfterChangeHook<DraftLink> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const revoked = operation === 'update' && !previousDoc?.revokedAt && Boolean(doc.revokedAt)
  if (operation !== 'create' && !revoked) return doc
  await req.payload.create({
    collection: 'draft-link-audits',
    data: {
      action: revoked ? 'revoke' : 'create',
      draftLink: doc.id,
      sharedCollection: doc.sharedCollection,
      documentId: doc.documentId,
      locale: doc.locale,
      expiresAt: doc.expiresAt,
      performedBy: req.user!.id,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  req.payload.logger.info(
    `Draft link ${doc.id} ${revoked ? 'revoked' : 'made'} for ${doc.sharedCollection} ${doc.documentId} (${doc.locale})`,
  )
  return doc
}

/** The answer to the create, and only it, carries the full link: it is never shown again. */
export const returnNewDraftLinkUrl: CollectionAfterChangeHook<DraftLink> = ({
  doc,
  operation,
  req,
}) => {
  const token = req.context[TOKEN_KEY]
  if (operation !== 'create' || typeof token !== 'string') return doc
  delete req.context[TOKEN_KEY]
  return Object.assign(doc, { url: `${env.serverUrl}${draftLinkPath(token, doc.locale)}` })
}
