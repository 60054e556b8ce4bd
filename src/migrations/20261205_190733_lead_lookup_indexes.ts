import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Lookups by a person's email (the privacy tool's `like`: ILIKE '%address%') read every row of
 * each table that holds one; a trigram index (pg_trgm, shipped with PostgreSQL's contrib, as
 * unaccent is) answers them from the index instead. And a built form's submissions in time order
 * (its CSV export, a batch after the last row sent; the panel's list, newest first) come from one
 * index on form, time and id.
 */
const EMAIL_COLUMNS: [table: string, column: string][] = [
  ['demo_requests', 'email'],
  ['quote_requests', 'email'],
  ['contact_messages', 'email'],
  ['newsletter_subscribers', 'email'],
  ['recovery_applications', 'contact_email'],
  ['_recovery_applications_v', 'version_contact_email'],
  ['document_requests', 'email'],
  ['document_downloads', 'email'],
  ['form_submissions', 'email'],
  ['trust_subscribers', 'email'],
]

const trigramIndex = (table: string, column: string) => `${table}_${column}_trgm_idx`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  for (const [table, column] of EMAIL_COLUMNS) {
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "${trigramIndex(table, column)}" ON "${table}" USING gin ("${column}" gin_trgm_ops)`,
      ),
    )
  }
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "form_submissions_form_name_created_at_id_idx"
      ON "form_submissions" USING btree ("form_name", "created_at", "id")`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "form_submissions_form_name_created_at_id_idx"`)
  for (const [table, column] of EMAIL_COLUMNS) {
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${trigramIndex(table, column)}"`))
  }
}
