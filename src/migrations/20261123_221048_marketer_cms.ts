import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Hand-edited (IF NOT EXISTS): this migration was first committed as 20261123_210543 and then
  // regenerated after localization; a database that ran the first one already has these.
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'schedulePublish';
  ALTER TABLE "pages" ADD COLUMN IF NOT EXISTS "search_text" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN IF NOT EXISTS "version_search_text" varchar;
  ALTER TABLE "case_studies" ADD COLUMN IF NOT EXISTS "search_text" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN IF NOT EXISTS "version_search_text" varchar;`)
  // Documents older than these columns get their text once this migration has run, by today's
  // code (scripts/derivedData.ts): a migration imports nothing of the app.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "pages" DROP COLUMN "search_text";
  ALTER TABLE "_pages_v" DROP COLUMN "version_search_text";
  ALTER TABLE "case_studies" DROP COLUMN "search_text";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_search_text";`)
}
