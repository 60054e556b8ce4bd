import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '@/lib/i18n/locales'
import type { SearchKind } from './kinds'
import { SEARCH_CONFIGS } from './languages'
import { RESULTS_PER_PAGE } from './query'
import { cleanText, MATCH_END, MATCH_START } from './searchIndex'

/** A document found elsewhere (a blog post WordPress's own search returned), ranked with ours. */
export type OutsideDocument = { title: string; url: string; body: string }

export type SearchHit = {
  kind: SearchKind
  title: string
  url: string
  /** A few words around the matches, each match between MATCH_START and MATCH_END. */
  snippet: string
}

export type SearchPage = { hits: SearchHit[]; hasNext: boolean }

type Row = { kind: SearchKind; title: string; url: string; snippet: string }

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * One page of results for `q` in a language. PostgreSQL reads the query as a web search does
 * (`websearch_to_tsquery`: all words, "quoted phrases", -exclusions), finds the documents under
 * the GIN index, ranks a match in the title above one only in the body and then by `ts_rank`,
 * and writes snippets (`ts_headline`) for the shown rows only. Blog posts come ranked the same
 * way from the rows WordPress found. One row more than a page tells whether a next page exists.
 */
export async function runSearch(
  payload: Payload,
  { locale, q, page, outside = [] }: { locale: Locale; q: string; page: number; outside?: OutsideDocument[] },
): Promise<SearchPage> {
  if (!q) return { hits: [], hasNext: false }
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const config = SEARCH_CONFIGS[locale]
  const offset = (page - 1) * RESULTS_PER_PAGE
  const posts = outside.map((doc) => ({ title: cleanText(doc.title), url: doc.url, body: cleanText(doc.body) }))
  // The query inline (not from a CTE), so the planner can use the GIN index on `vector`.
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${q})`
  const postVector = sql`setweight(to_tsvector(${config}::regconfig, post.title), 'A') || setweight(to_tsvector(${config}::regconfig, post.body), 'D')`
  const result = await drizzle.execute<Row>(sql`
    WITH found AS (
      SELECT kind, title, url, body, title_vector @@ ${query} AS in_title, ts_rank(vector, ${query}) AS rank
      FROM site_search
      WHERE locale = ${locale} AND vector @@ ${query}
      UNION ALL
      SELECT 'post', post.title, post.url, post.body, to_tsvector(${config}::regconfig, post.title) @@ ${query}, ts_rank(${postVector}, ${query})
      FROM jsonb_to_recordset(${JSON.stringify(posts)}::jsonb) AS post(title text, url text, body text)
    ),
    shown AS (
      SELECT * FROM found ORDER BY in_title DESC, rank DESC, title, url LIMIT ${RESULTS_PER_PAGE + 1} OFFSET ${offset}
    )
    SELECT kind, title, url, ts_headline(${config}::regconfig, body, ${query}, ${HEADLINE_OPTIONS}) AS snippet
    FROM shown
    ORDER BY in_title DESC, rank DESC, title, url
  `)
  const rows = result.rows
  return { hits: rows.slice(0, RESULTS_PER_PAGE), hasNext: rows.length > RESULTS_PER_PAGE }
}
