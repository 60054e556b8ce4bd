import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Payload reads a localized document's translations (every `*_locales` table: the document's own,
 * each array's and block's) by `_parent_id` alone, every language at once. Each such table has
 * only a unique index on (_locale, _parent_id), which a lookup by `_parent_id` cannot start from,
 * so every read of a page, case study, job or FAQ scanned each of those tables whole: a cost that
 * grew with every document added. An index on `_parent_id` makes each a lookup of its own rows.
 * It covers the `*_locales` tables that exist now; the test
 * tests/int/every-locales-table-is-indexed-by-parent.int.test.ts fails when a later one lacks it.
 */

const INDEX_SUFFIX = '_parent_idx'

/** The `*_locales` tables with a `_parent_id` no index starts with, and the name of their index. */
const MISSING = sql`
  SELECT c.relname AS table_name,
    CASE WHEN length(c.relname) <= 52 THEN c.relname
      ELSE left(c.relname, 47) || '_' || left(md5(c.relname), 4) END || ${INDEX_SUFFIX} AS index_name
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = '_parent_id' AND NOT a.attisdropped
  WHERE c.relkind = 'r' AND c.relname LIKE '%\\_locales'
    AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indkey[0] = a.attnum)
  ORDER BY c.relname`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(MISSING)
  for (const row of rows as { table_name: string; index_name: string }[]) {
    await db.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS "${row.index_name}" ON "${row.table_name}" USING btree ("_parent_id")`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT i.relname AS index_name FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class c ON c.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE c.relname LIKE '%\\_locales' AND i.relname LIKE ${`%${INDEX_SUFFIX}`}`)
  for (const row of rows as { index_name: string }[]) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${row.index_name}"`))
  }
}
