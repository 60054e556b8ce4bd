import { unstable_cache } from 'next/cache'
import { connection } from 'next/server'
import { cache } from 'react'
import { TRUST_DOCUMENTS_TAG } from '@/lib/cacheTags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { getPayloadClient } from '@/data/payload'
import type { Document } from '@/payload-types'
import { documentFileUrl } from '@/lib/trust/links'
import { env } from '@/lib/env'

// Hooks revalidate the tag on change; the hour is a safety net for writes that skipped hooks.
const HOUR = 3600

/** A row of the trust centre's list. `download` is set for public documents only. */
export type TrustDocumentRow = Pick<
  Document,
  'id' | 'title' | 'summary' | 'category' | 'version' | 'issuedOn' | 'language' | 'accessLevel'
> & {
  download: { url: string; size: number | null } | null
}

/**
 * Every published document in a language, public and on-request alike (the page offers the latter
 * as a request). Only public documents' files are read: nothing of an on-request document's file,
 * not even its name, enters the cache or the page.
 */
const readTrustDocuments = (locale: Locale) =>
  unstable_cache(
    async (): Promise<TrustDocumentRow[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'documents',
        where: { _status: { equals: 'published' } },
        select: {
          title: true,
          summary: true,
          category: true,
          version: true,
          issuedOn: true,
          language: true,
          accessLevel: true,
          file: true,
        },
        sort: 'title',
        depth: 0,
        pagination: false,
        draft: false,
        overrideAccess: true,
        locale,
        fallbackLocale: DEFAULT_LOCALE,
      })
      const fileIdOf = (doc: (typeof docs)[number]) =>
        typeof doc.file === 'object' ? doc.file.id : doc.file
      const publicFileIds = docs.filter((doc) => doc.accessLevel === 'public').map(fileIdOf)
      const files = publicFileIds.length
        ? (
            await payload.find({
              collection: 'document-files',
              where: { id: { in: publicFileIds } },
              select: { filename: true, filesize: true },
              depth: 0,
              limit: publicFileIds.length,
              pagination: false,
              overrideAccess: true,
            })
          ).docs
        : []
      return docs.map((doc) => {
        const file =
          doc.accessLevel === 'public'
            ? files.find((candidate) => candidate.id === fileIdOf(doc))
            : undefined
        return {
          id: doc.id,
          title: doc.title,
          summary: doc.summary,
          category: doc.category,
          version: doc.version,
          issuedOn: doc.issuedOn,
          language: doc.language,
          accessLevel: doc.accessLevel,
          download: file?.filename
            ? { url: documentFileUrl(file.filename), size: file.filesize ?? null }
            : null,
        }
      })
    },
    ['trust-documents', locale],
    { tags: [TRUST_DOCUMENTS_TAG], revalidate: HOUR },
  )()

/** The trust centre's documents in a language, read when a visitor asks (never during the build). */
export async function getTrustDocuments(locale: Locale): Promise<TrustDocumentRow[]> {
  if (env.isBuildPhase) await connection()
  return readTrustDocuments(locale)
}

/**
 * An on-request document a visitor may ask for, by its id in the URL; null for anything else.
 * Picked from the list's one cached read, so an unknown id in a URL adds nothing to the cache.
 */
export const getRequestableDocument = cache(
  async (id: string, locale: Locale): Promise<TrustDocumentRow | null> => {
    if (!/^[1-9][0-9]{0,9}$/.test(id)) return null
    return (
      (await getTrustDocuments(locale)).find(
        (doc) => doc.id === Number(id) && doc.accessLevel === 'on-request',
      ) ?? null
    )
  },
)
