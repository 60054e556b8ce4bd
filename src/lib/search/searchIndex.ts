import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Field, Payload, PayloadRequest } from 'payload'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { documentUrl } from '@/lib/documentUrls'
import { documentAnchor, TRUST_PATH } from '@/lib/trust/links'
import type { DocumentCategory } from '@/lib/trust/categories'
import { trustMessages } from '@/lib/trust/messages'
import { documentText } from './documentText'
import { INDEXED_COLLECTIONS, INDEXED_KINDS, type IndexedKind } from './kinds'

/**
 * The site's search index: one row per published document and language in `site_search`
 * (src/migrations/20261127_000000_site_search.ts), whose `vector` column PostgreSQL derives from
 * the title (weight A) and the body (weight D) with the language's configuration.
 */

// ts_headline's markers around a match: control characters, so no text of ours contains them.
export const MATCH_START = '\u0002'
export const MATCH_END = '\u0003'
// A body this long covers any page we have; ts_headline's cost grows with it.
const MAX_BODY = 20_000

type Doc = Record<string, unknown> & { id: number | string; _status?: string | null }
type Entry = { title: string; url: string; body: string }

/** Text as the index keeps it: no control characters (the match markers among them), one space between words. */
export const cleanText = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const str = (value: unknown) => (typeof value === 'string' ? value : '')

function without(fields: Field[], ...names: string[]): Field[] {
  return fields.filter((field) => !('name' in field) || !names.includes(field.name))
}

/** The title, public URL and body of a published document in a language. */
function entryOf(kind: IndexedKind, doc: Doc, fields: Field[], locale: Locale): Entry | null {
  switch (kind) {
    case 'page': {
      const url = documentUrl('pages', doc)
      if (!url) return null
      const meta = (doc.meta ?? {}) as { description?: unknown }
      const body = `${str(meta.description)} ${documentText(without(fields, 'title'), doc)}`
      return { title: str(doc.title), url: localizePath(url, locale), body }
    }
    case 'case-study': {
      const url = documentUrl('case-studies', doc)
      if (!url) return null
      return {
        title: str(doc.title),
        url: localizePath(url, locale),
        body: documentText(without(fields, 'title'), doc),
      }
    }
    case 'faq':
      return { title: str(doc.question), url: localizePath('/faqs', locale), body: str(doc.answer) }
    case 'job': {
      const url = documentUrl('jobs', doc)
      if (!url) return null
      return {
        title: str(doc.title),
        url: localizePath(url, locale),
        body: documentText(without(fields, 'title'), doc),
      }
    }
    case 'document': {
      // An on-request document is never searchable: its title and summary are for approved requesters.
      if (doc.accessLevel !== 'public') return null
      const categoryName = trustMessages(locale).categories[doc.category as DocumentCategory] ?? ''
      return {
        title: str(doc.title),
        url: `${localizePath(TRUST_PATH, locale)}#${documentAnchor(doc.id)}`,
        body: `${str(doc.summary)} ${categoryName}`,
      }
    }
  }
}

/** Where the rows are written: the pool, or a migration's transaction (which alone sees a new table). */
export type IndexWriter = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }

const poolOf = (payload: Payload): IndexWriter => (payload.db as unknown as PostgresAdapter).drizzle

async function removeRows(db: IndexWriter, kind: IndexedKind, id: number | string): Promise<void> {
  await db.execute(sql`DELETE FROM site_search WHERE kind = ${kind} AND doc_id = ${Number(id)}`)
}

async function writeRow(
  db: IndexWriter,
  kind: IndexedKind,
  id: number | string,
  locale: Locale,
  entry: Entry,
): Promise<void> {
  const title = cleanText(entry.title)
  const body = cleanText(entry.body).slice(0, MAX_BODY)
  const config = LOCALE_INFO[locale].searchConfiguration
  await db.execute(sql`
    INSERT INTO site_search (kind, doc_id, locale, title, url, body, config)
    VALUES (${kind}, ${Number(id)}, ${locale}, ${title}, ${entry.url}, ${body}, ${config}::regconfig)
    ON CONFLICT (kind, doc_id, locale)
    DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url, body = EXCLUDED.body, config = EXCLUDED.config
  `)
}

/**
 * Brings one document's rows in step with what visitors see: its published version in every
 * language (Spanish falling back to English field by field, as pages do), or no rows at all when
 * it is a draft, unpublished or gone. Read through `req` so a hook sees its own transaction.
 */
export async function indexDocument(
  payload: Payload,
  kind: IndexedKind,
  id: number | string,
  { req, db = poolOf(payload) }: { req?: PayloadRequest; db?: IndexWriter } = {},
): Promise<void> {
  const collection = INDEXED_COLLECTIONS[kind]
  const fields = payload.collections[collection].config.fields
  for (const locale of LOCALES) {
    const doc = (await payload
      .findByID({
        collection,
        id,
        locale,
        fallbackLocale: DEFAULT_LOCALE,
        depth: 0,
        draft: false,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      .catch(() => null)) as Doc | null
    const entry = doc && doc._status === 'published' ? entryOf(kind, doc, fields, locale) : null
    if (!entry || !entry.title.trim()) {
      await removeRows(db, kind, id)
      return
    }
    await writeRow(db, kind, id, locale, entry)
  }
}

/** Drops a deleted document from the index. */
export async function removeDocument(
  payload: Payload,
  kind: IndexedKind,
  id: number | string,
): Promise<void> {
  await removeRows(poolOf(payload), kind, id)
}

const REINDEX_BATCH = 500

/**
 * Rebuilds the whole index from the published documents of `kinds` (scripts/reindexSearch.ts:
 * after a new language, or on a database whose documents predate the index).
 */
export async function reindexEverything(
  payload: Payload,
  {
    req,
    db = poolOf(payload),
    kinds = INDEXED_KINDS,
  }: { req?: PayloadRequest; db?: IndexWriter; kinds?: readonly IndexedKind[] } = {},
): Promise<void> {
  await db.execute(sql`DELETE FROM site_search`)
  for (const kind of kinds) {
    // The ids a batch at a time, each batch after the last id indexed.
    let after = 0
    for (;;) {
      const { docs } = await payload.find({
        collection: INDEXED_COLLECTIONS[kind],
        where: { and: [{ _status: { equals: 'published' } }, { id: { greater_than: after } }] },
        sort: 'id',
        limit: REINDEX_BATCH,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: {},
        req,
      })
      for (const doc of docs) await indexDocument(payload, kind, doc.id, { req, db })
      if (docs.length < REINDEX_BATCH) break
      after = Number(docs[docs.length - 1].id)
    }
  }
}
