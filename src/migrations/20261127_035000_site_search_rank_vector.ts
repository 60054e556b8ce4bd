import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written, like `20261127_000000_site_search`: what makes a search fast (src/lib/search/runSearch.ts).
 *
 * - `rank_vector`, what `ts_rank` reads: the title's (weight A) and the body's words with each
 *   word's first 8 positions only. ts_rank weighs every pair of positions of the query's words,
 *   so a common word on a long page made it slow; later mentions barely change a rank.
 * - The columns a search reads for every match (title, URL, the vectors) stay in the row
 *   (`STORAGE MAIN`); only the body, read for the shown rows, goes to TOAST. A vector there cost
 *   a TOAST fetch per matching row, which the planner does not count.
 * - A GIN index per language (`WHERE locale = …`), which the planner picks over a scan of both
 *   languages' rows, and one on the title's words for title matches.
 *
 * Adding the generated column rewrites the table, so the rows already there take the new storage.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION site_search_first_positions(words tsvector, count integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(string_agg(
      '''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || '''' || coalesce(':' || array_to_string(positions[1:count], ','), ''),
      ' '), '')::tsvector
    FROM unnest(words)
  $$;
  ALTER TABLE site_search
    ADD COLUMN rank_vector tsvector GENERATED ALWAYS AS (
      setweight(site_search_first_positions(to_tsvector(config, title), 8), 'A') ||
      setweight(site_search_first_positions(to_tsvector(config, body), 8), 'D')) STORED,
    ALTER COLUMN kind SET STORAGE MAIN,
    ALTER COLUMN locale SET STORAGE MAIN,
    ALTER COLUMN title SET STORAGE MAIN,
    ALTER COLUMN url SET STORAGE MAIN,
    ALTER COLUMN title_vector SET STORAGE MAIN,
    ALTER COLUMN vector SET STORAGE MAIN,
    ALTER COLUMN rank_vector SET STORAGE MAIN;
  DROP INDEX site_search_vector_idx;
  CREATE INDEX site_search_vector_en_idx ON site_search USING gin (vector) WHERE locale = 'en';
  CREATE INDEX site_search_vector_es_idx ON site_search USING gin (vector) WHERE locale = 'es';
  CREATE INDEX site_search_title_vector_idx ON site_search USING gin (title_vector);
  ANALYZE site_search;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS site_search_title_vector_idx;
  DROP INDEX IF EXISTS site_search_vector_es_idx;
  DROP INDEX IF EXISTS site_search_vector_en_idx;
  CREATE INDEX IF NOT EXISTS site_search_vector_idx ON site_search USING gin (vector);
  ALTER TABLE site_search
    DROP COLUMN IF EXISTS rank_vector,
    ALTER COLUMN kind SET STORAGE EXTENDED,
    ALTER COLUMN locale SET STORAGE EXTENDED,
    ALTER COLUMN title SET STORAGE EXTENDED,
    ALTER COLUMN url SET STORAGE EXTENDED,
    ALTER COLUMN title_vector SET STORAGE EXTENDED,
    ALTER COLUMN vector SET STORAGE EXTENDED;
  DROP FUNCTION IF EXISTS site_search_first_positions(tsvector, integer);`)
}
