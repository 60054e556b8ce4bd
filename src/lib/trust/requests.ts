import type { Payload } from 'payload'
import type { Document } from '@/payload-types'
import { formMessages } from '@/lib/forms/messages'
import type { Locale } from '@/lib/i18n/locales'

/** A published on-request document, the only kind a request may name; null for anything else. */
export async function requestableDocument(
  payload: Payload,
  id: number,
  locale?: Locale,
): Promise<Document | null> {
  const doc = await payload
    .findByID({
      collection: 'documents',
      id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      ...(locale ? { locale } : {}),
    })
    .catch(() => null)
  return doc && doc._status === 'published' && doc.accessLevel === 'on-request' ? doc : null
}

/** The request form's `document` must still take requests: published, and on request. */
export async function verifyDocumentRequest(
  payload: Payload,
  data: { document: number },
  locale: Locale,
) {
  if (await requestableDocument(payload, data.document)) return null
  return { document: formMessages(locale).validation.chooseDocument }
}
