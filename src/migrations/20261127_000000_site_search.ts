import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the site search's index (src/lib/search), outside Payload's own schema.
 * `unaccent` strips accents before each language's stemmer, in a text search configuration per
 * language; `vector` is derived by PostgreSQL from the title (weight A) and body (weight D), and
 * `title_vector` from the title alone (a match there ranks first).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE TEXT SEARCH CONFIGURATION site_english (COPY = english);
  ALTER TEXT SEARCH CONFIGURATION site_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  CREATE TEXT SEARCH CONFIGURATION site_spanish (COPY = spanish);
  ALTER TEXT SEARCH CONFIGURATION site_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  CREATE TABLE site_search (
    kind varchar NOT NULL,
    doc_id integer NOT NULL,
    locale varchar NOT NULL,
    title varchar NOT NULL,
    url varchar NOT NULL,
    body text NOT NULL,
    config regconfig NOT NULL,
    title_vector tsvector GENERATED ALWAYS AS (to_tsvector(config, title)) STORED,
    vector tsvector GENERATED ALWAYS AS (setweight(to_tsvector(config, title), 'A') || setweight(to_tsvector(config, body), 'D')) STORED,
    PRIMARY KEY (kind, doc_id, locale)
  );
  CREATE INDEX site_search_vector_idx ON site_search USING gin (vector);`)
  // Documents older than the index are indexed once this migration has run, by today's code
  // (scripts/derivedData.ts): a migration imports nothing of the app.
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS site_search;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS site_english;
  DROP TEXT SEARCH CONFIGURATION IF EXISTS site_spanish;`)
}
