import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales'
import { snippetSource } from './excerpt'
import type { SearchKind } from './kinds'
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

type Row = {
  kind: SearchKind
  title: string
  url: string
  body: string
  /** Our documents only: the positions of each of the query's words found in `vector`'s body part. */
  positions: number[][] | null
  /** Our documents only: the title's last position in `vector`, where the body's count starts. */
  title_end: number
}

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * One page of results for `q` in a language. PostgreSQL reads the query as a web search does
 * (`websearch_to_tsquery`: all words, "quoted phrases", -exclusions), finds the documents under
 * the language's GIN index, ranks a match in the title above one only in the body and then by
 * `ts_rank`, and writes snippets (`ts_headline`) for the shown rows only. Blog posts come ranked
 * the same way from the rows WordPress found. One row more than a page tells whether a next page
 * exists.
 *
 * Ranking reads `rank_vector` (src/migrations/20261127_043000_site_search_speed.ts): the
 * document's words with their first few positions only, since ts_rank pairs up every position
 * of every query word. Title matches are ranked apart from body matches: when enough titles
 * match, no body-only match is ranked at all.
 */
export async function runSearch(
  payload: Payload,
  {
    locale,
    q,
    page,
    outside = [],
  }: { locale: Locale; q: string; page: number; outside?: OutsideDocument[] },
): Promise<SearchPage> {
  if (!q) return { hits: [], hasNext: false }
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const config = LOCALE_INFO[locale].searchConfiguration
  const offset = (page - 1) * RESULTS_PER_PAGE
  // The rows up to the end of this page (and one more), in each group.
  const wanted = offset + RESULTS_PER_PAGE + 1
  const posts = outside.map((doc) => ({
    title: cleanText(doc.title),
    url: doc.url,
    body: cleanText(doc.body),
  }))
  // The query inline (not from a CTE), so the planner can use the GIN indexes.
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${q})`
  const postVector = sql`setweight(to_tsvector(${config}::regconfig, post.title), 'A') || setweight(to_tsvector(${config}::regconfig, post.body), 'D')`
  // The body's part of `vector` (weight D) reduced to the query's words (as the index spells
  // them: stemmed, unaccented), marked and kept by weight: no lexeme list is unnested per row.
  const words = sql`tsvector_to_array(to_tsvector(${config}::regconfig, ${q}))`
  const bodyMatches = sql`ts_filter(setweight(ts_filter(doc.vector, '{d}'), 'A', ${words}), '{a}')`
  const result = await drizzle.execute<Row>(sql`
    WITH in_title AS (
      SELECT kind, doc_id, title, url, true AS in_title, ts_rank(rank_vector, ${query}) AS rank
      FROM site_search
      WHERE locale = ${locale} AND title_vector @@ ${query} AND vector @@ ${query}
      ORDER BY rank DESC, title, url LIMIT ${wanted}
    ),
    in_body AS (
      SELECT kind, doc_id, title, url, false AS in_title, ts_rank(rank_vector, ${query}) AS rank
      FROM site_search
      WHERE locale = ${locale} AND vector @@ ${query} AND NOT title_vector @@ ${query}
      ORDER BY rank DESC, title, url LIMIT ${wanted} - (SELECT count(*) FROM in_title)
    ),
    shown AS (
      SELECT kind, doc_id, title, url, NULL::text AS body, in_title, rank FROM in_title
      UNION ALL
      SELECT kind, doc_id, title, url, NULL::text, in_title, rank FROM in_body
      UNION ALL
      SELECT 'post', NULL::integer, post.title, post.url, post.body, to_tsvector(${config}::regconfig, post.title) @@ ${query}, ts_rank(${postVector}, ${query})
      FROM jsonb_to_recordset(${JSON.stringify(posts)}::jsonb) AS post(title text, url text, body text)
      ORDER BY in_title DESC, rank DESC, title, url LIMIT ${RESULTS_PER_PAGE + 1} OFFSET ${offset}
    )
    SELECT shown.kind, shown.title, shown.url, coalesce(doc.body, shown.body) AS body,
      (SELECT coalesce(max(position), 0) FROM unnest(doc.title_vector) AS word, unnest(word.positions) AS position) AS title_end,
      (SELECT json_agg(word.positions) FROM unnest(${bodyMatches}) AS word) AS positions
    FROM shown
    LEFT JOIN site_search AS doc ON doc.kind = shown.kind AND doc.doc_id = shown.doc_id AND doc.locale = ${locale}
    ORDER BY shown.in_title DESC, shown.rank DESC, shown.title, shown.url
  `)
  const rows = result.rows.slice(0, RESULTS_PER_PAGE)
  const sources = rows.map((row) =>
    row.kind === 'post'
      ? { part: row.body, whole: null }
      : snippetSource(
          row.body,
          (row.positions ?? []).map((list) => list.map((position) => position - row.title_end)),
        ),
  )
  const snippets = await writeSnippets(payload, config, q, sources)
  return {
    hits: rows.map((row, index) => ({
      kind: row.kind,
      title: row.title,
      url: row.url,
      snippet: snippets[index],
    })),
    hasNext: result.rows.length > RESULTS_PER_PAGE,
  }
}

/** `ts_headline` of each part; of the whole body instead when the part's snippet marks no word. */
async function writeSnippets(
  payload: Payload,
  config: string,
  q: string,
  sources: { part: string; whole: string | null }[],
): Promise<string[]> {
  if (sources.length === 0) return []
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const query = sql`websearch_to_tsquery(${config}::regconfig, ${q})`
  const items = sources.map((source, index) => ({ n: index, ...source }))
  const result = await drizzle.execute<{ snippet: string }>(sql`
    SELECT CASE WHEN cut.whole IS NULL OR strpos(cut.snippet, ${MATCH_START}) > 0 THEN cut.snippet
      ELSE ts_headline(${config}::regconfig, cut.whole, ${query}, ${HEADLINE_OPTIONS}) END AS snippet
    FROM (
      SELECT item.n, item.whole, ts_headline(${config}::regconfig, item.part, ${query}, ${HEADLINE_OPTIONS}) AS snippet
      FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS item(n integer, part text, whole text)
      OFFSET 0
    ) AS cut
    ORDER BY cut.n
  `)
  return result.rows.map((row) => row.snippet)
}
