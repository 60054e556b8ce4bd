import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ADD COLUMN "remote" boolean DEFAULT false;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_remote" boolean DEFAULT false;`)
  // Hand-added: jobs (and their versions) whose English location says Remote were remote roles
  // by that text alone (the rule structuredData.ts used before this field existed).
  await db.execute(sql`
   UPDATE "jobs" SET "remote" = true WHERE "id" IN (
    SELECT "_parent_id" FROM "jobs_locales" WHERE "_locale" = 'en' AND lower(trim("location")) = 'remote');
  UPDATE "_jobs_v" SET "version_remote" = true WHERE "id" IN (
    SELECT "_parent_id" FROM "_jobs_v_locales" WHERE "_locale" = 'en' AND lower(trim("version_location")) = 'remote');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DROP COLUMN "remote";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_remote";`)
}
