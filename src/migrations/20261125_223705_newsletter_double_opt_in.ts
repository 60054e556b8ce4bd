import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" "enum_newsletter_subscribers_status" DEFAULT 'pending';
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_agreed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_form" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_page" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_language" varchar;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_wording" varchar;
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "newsletter_subscribers_status_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_agreed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_form";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_page";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_language";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_wording";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`)
}
