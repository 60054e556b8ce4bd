import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { runSearch } from '@/lib/search/runSearch'
import type { Document } from '@/payload-types'
import { testPayload } from './helpers'

let payload: Payload
// No Next server here to revalidate in; the search index hooks run regardless.
const context = { disableRevalidate: true }
let counter = 0
// A made-up word per test, so the documents of other test files never match.
const unique = (stem: string) => `${stem}${Date.now().toString(36)}${counter++}`
// Removed afterwards, documents before their files (a file a document points at is kept).
const documents: number[] = []
const files: number[] = []

async function pdfFile(): Promise<number> {
  const pdf = await PDFDocument.create()
  pdf.addPage()
  const bytes = await pdf.save()
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: {
      data: Buffer.from(bytes),
      mimetype: 'application/pdf',
      name: `${unique('search-test')}.pdf`,
      size: bytes.byteLength,
    },
    context,
  })
  files.push(file.id)
  return file.id
}

async function createDocument(
  title: string,
  accessLevel: Document['accessLevel'],
  summary = 'A summary.',
) {
  const doc = await payload.create({
    collection: 'documents',
    data: {
      title,
      summary,
      category: 'security',
      file: await pdfFile(),
      version: '1.0',
      issuedOn: '2026-09-15T12:00:00.000Z',
      language: 'en',
      accessLevel,
      _status: 'published',
    },
    context,
  })
  documents.push(doc.id)
  return doc
}

const search = (q: string, locale: Locale = 'en') =>
  runSearch(payload, { locale, q, page: 1, outside: [] })
const hitsOf = async (q: string, locale: Locale = 'en') =>
  (await search(q, locale)).hits.map(({ kind, title, url }) => ({ kind, title, url }))

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const id of documents)
    await payload.delete({ collection: 'documents', id, context }).catch(() => undefined)
  for (const id of files)
    await payload.delete({ collection: 'document-files', id, context }).catch(() => undefined)
})

describe('site search: trust documents', () => {
  it('finds a published public document by its title, summary or category, in each language, linked to its row on /trust', async () => {
    const word = unique('trusto')
    const doc = await createDocument(
      `${word} security overview`,
      'public',
      'How we encrypt student records.',
    )
    await payload.update({
      collection: 'documents',
      id: doc.id,
      locale: 'es',
      data: { title: `Resumen de seguridad ${word}`, summary: 'Cómo ciframos los registros.' },
      context,
    })
    expect(await hitsOf(word)).toEqual([
      { kind: 'document', title: `${word} security overview`, url: `/trust#document-${doc.id}` },
    ])
    expect(await hitsOf(`${word} encrypt`)).toHaveLength(1)
    // The category's name is part of what is searched, in the page's language.
    expect(await hitsOf(`${word} security`)).toHaveLength(1)
    expect(await hitsOf(word, 'es')).toEqual([
      {
        kind: 'document',
        title: `Resumen de seguridad ${word}`,
        url: `/es/trust#document-${doc.id}`,
      },
    ])
    expect(await hitsOf(`${word} seguridad`, 'es')).toHaveLength(1)
  })

  it('never finds an on-request document, in any language', async () => {
    const word = unique('secreto')
    await createDocument(
      `${word} data processing agreement`,
      'on-request',
      `Confidential ${word} terms.`,
    )
    expect(await hitsOf(word)).toEqual([])
    expect(await hitsOf(word, 'es')).toEqual([])
  })

  it('drops a document switched to on-request at once, and finds it again when it is public again', async () => {
    const word = unique('switcho')
    const doc = await createDocument(`${word} penetration test summary`, 'public')
    expect(await hitsOf(word)).toHaveLength(1)

    await payload.update({
      collection: 'documents',
      id: doc.id,
      data: { accessLevel: 'on-request' },
      context,
    })
    expect(await hitsOf(word)).toEqual([])
    expect(await hitsOf(word, 'es')).toEqual([])

    await payload.update({
      collection: 'documents',
      id: doc.id,
      data: { accessLevel: 'public' },
      context,
    })
    expect(await hitsOf(word)).toEqual([
      {
        kind: 'document',
        title: `${word} penetration test summary`,
        url: `/trust#document-${doc.id}`,
      },
    ])
  })

  it('drops a public document when it is unpublished', async () => {
    const word = unique('unpublo')
    const doc = await createDocument(`${word} accessibility statement`, 'public')
    expect(await hitsOf(word)).toHaveLength(1)
    await payload.update({
      collection: 'documents',
      id: doc.id,
      data: { _status: 'draft' },
      context,
    })
    expect(await hitsOf(word)).toEqual([])
  })
})
