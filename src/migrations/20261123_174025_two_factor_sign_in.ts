import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "two_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_last_used_step" numeric;
  ALTER TABLE "users" ADD COLUMN "two_factor_failed_codes" numeric;
  ALTER TABLE "users" ADD COLUMN "two_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "two_factor_verified_sessions" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "two_factor_enabled_at";
  ALTER TABLE "users" DROP COLUMN "two_factor_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_last_used_step";
  ALTER TABLE "users" DROP COLUMN "two_factor_failed_codes";
  ALTER TABLE "users" DROP COLUMN "two_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "two_factor_verified_sessions";`)
}
