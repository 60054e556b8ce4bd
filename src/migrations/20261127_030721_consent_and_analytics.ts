import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_analytics_provider" AS ENUM('none', 'matomo', 'plausible', 'umami', 'ga4');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"record_id" varchar NOT NULL,
  	"texts_version" varchar NOT NULL,
  	"analytics" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "analytics_provider" "enum_site_settings_analytics_provider" DEFAULT 'none';
  ALTER TABLE "site_settings" ADD COLUMN "analytics_url" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "analytics_site_id" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_banner_message" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_banner_analytics" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_banner_marketing" varchar;
  CREATE UNIQUE INDEX "consent_records_record_id_idx" ON "consent_records" USING btree ("record_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  ALTER TABLE "site_settings" DROP COLUMN "analytics_provider";
  ALTER TABLE "site_settings" DROP COLUMN "analytics_url";
  ALTER TABLE "site_settings" DROP COLUMN "analytics_site_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_banner_message";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_banner_analytics";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_banner_marketing";
  DROP TYPE "public"."enum_site_settings_analytics_provider";`)
}
