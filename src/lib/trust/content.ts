import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { TRUST_DOCUMENTS_TAG } from '@/lib/cacheTags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

// Hooks revalidate the tag on change; the hour is a safety net for writes that skipped hooks.
const HOUR = 3600

/**
 * The published on-request documents, as a request page shows them: titles and dates, never
 * their files. One cached list per language, so an unknown id in a URL adds nothing to the cache.
 */
const readRequestable = (locale: Locale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'documents',
        where: { and: [{ _status: { equals: 'published' } }, { accessLevel: { equals: 'on-request' } }] },
        select: { title: true, summary: true, category: true, version: true, issuedOn: true, language: true },
        depth: 0,
        pagination: false,
        draft: false,
        overrideAccess: true,
        locale,
        fallbackLocale: DEFAULT_LOCALE,
      })
      return docs
    },
    ['documents-on-request', locale],
    { tags: [TRUST_DOCUMENTS_TAG], revalidate: HOUR },
  )()

/** An on-request document a visitor may ask for, by its id in the URL; null for anything else. */
export const getRequestableDocument = cache(async (id: string, locale: Locale) => {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return null
  return (await readRequestable(locale)).find((doc) => doc.id === Number(id)) ?? null
})
