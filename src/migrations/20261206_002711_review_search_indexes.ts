import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The review page searches applications by school name or case ID anywhere in the text (Payload's
 * `contains`, and the per-status counts: ILIKE '%…%'), which read every application. Trigram
 * indexes (pg_trgm, as lead_lookup_indexes uses) find the matching ones from the index instead.
 */
const COLUMNS = ['school_name', 'case_id']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  for (const column of COLUMNS)
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "recovery_applications_${column}_trgm_idx" ON "recovery_applications" USING gin ("${column}" gin_trgm_ops)`,
      ),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const column of COLUMNS)
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "recovery_applications_${column}_trgm_idx"`))
}
