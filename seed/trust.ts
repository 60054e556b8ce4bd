import type { Payload } from 'payload'
import { formatLongDate } from '../src/lib/dates'
import { siteSettingsSeed } from './siteSettings'
import { spanish } from './translations/spanish'
import { translateSeed } from './translations/words'
import { trustDocumentsSeed, type TrustDocumentSeed } from './trustDocuments'
import { makeTrustPdf } from './trustPdfs'

// The seed writes without a Next server to revalidate; the search index's hooks run regardless.
const context = { disableRevalidate: true }

// Calendar days are stored at noon UTC, so no time zone shows them as the day before.
const day = (value: string) => `${value}T12:00:00.000Z`

const pdfWords = {
  en: {
    version: (version: string) => `Version ${version}`,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  },
  es: {
    version: (version: string) => `Versión ${version}`,
    pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  },
}

/** The document's PDF, made from its text, stored as a `document-files` upload. */
async function uploadPdf(payload: Payload, entry: TrustDocumentSeed): Promise<number> {
  const words = pdfWords[entry.language]
  const bytes = await makeTrustPdf(
    {
      brand: siteSettingsSeed.brandName,
      title: entry[entry.language].title,
      subtitle: entry.pdf.subtitle,
      versionLine: words.version(entry.version),
      dateLine: formatLongDate(entry.issuedOn, entry.language),
      classification: entry.pdf.classification,
      pageOf: words.pageOf,
      sections: entry.pdf.sections,
    },
    new Date(day(entry.issuedOn)),
  )
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: {
      data: Buffer.from(bytes),
      mimetype: 'application/pdf',
      name: `${entry.file}-${entry.version}.pdf`,
      size: bytes.byteLength,
    },
    overrideAccess: true,
    context,
    depth: 0,
  })
  return file.id
}

/**
 * The trust centre's documents that are missing (found by their English title and language, so
 * staff's edits and new versions are kept), each with its PDF, published in both languages.
 */
async function seedTrustDocuments(payload: Payload): Promise<number> {
  let created = 0
  for (const entry of trustDocumentsSeed) {
    const existing = await payload.count({
      collection: 'documents',
      where: {
        and: [{ title: { equals: entry.en.title } }, { language: { equals: entry.language } }],
      },
      locale: 'en',
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const file = await uploadPdf(payload, entry)
    const doc = await payload.create({
      collection: 'documents',
      locale: 'en',
      data: {
        ...entry.en,
        category: entry.category,
        file,
        version: entry.version,
        issuedOn: day(entry.issuedOn),
        language: entry.language,
        accessLevel: entry.accessLevel,
        _status: 'published',
      },
      context,
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({
      collection: 'documents',
      id: doc.id,
      locale: 'es',
      data: { ...entry.es, _status: 'published' },
      context,
      overrideAccess: true,
      depth: 0,
    })
    created += 1
  }
  return created
}

/**
 * Site settings › Trust centre, for a database whose settings were seeded before it existed
 * (a fresh database gets it with the rest of the settings): only while the group is empty.
 */
async function seedTrustSettings(payload: Payload): Promise<number> {
  const seeded = siteSettingsSeed.trust
  if (!seeded) return 0
  const current = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: 'en',
    fallbackLocale: false,
  })
  if (
    !current.brandName ||
    current.trust?.securityContact ||
    current.trust?.statusPageUrl ||
    current.trust?.uptime
  )
    return 0
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: { trust: seeded },
    context,
    depth: 0,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'es',
    data: { trust: translateSeed(seeded, spanish.siteSettings) },
    context,
    depth: 0,
  })
  return 1
}

/** The trust centre's documents and settings. Its pages are seed/pages/trust.ts; its sub-processors seed/subProcessors.ts. */
export async function seedTrust(payload: Payload): Promise<number> {
  return (await seedTrustDocuments(payload)) + (await seedTrustSettings(payload))
}
