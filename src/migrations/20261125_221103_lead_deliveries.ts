import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_deliveries_form" AS ENUM('newsletter', 'demo', 'quote', 'contact', 'recovery');
  CREATE TYPE "public"."enum_lead_deliveries_destination" AS ENUM('webhook', 'hubspot');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_site_settings_notification_routes_form" AS ENUM('newsletter', 'demo', 'quote', 'contact', 'recovery');
  CREATE TYPE "public"."enum_site_settings_notification_routes_country" AS ENUM('jamaica', 'trinidad', 'barbados', 'st-vincent', 'grenada', 'st-lucia', 'dominica', 'antigua', 'st-kitts', 'nigeria', 'other');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_lead_deliveries_form" NOT NULL,
  	"submission_id" numeric NOT NULL,
  	"destination" "enum_lead_deliveries_destination" NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_try_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"result" varchar,
  	"webhook_id" varchar NOT NULL,
  	"run_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_notification_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_site_settings_notification_routes_form" NOT NULL,
  	"country" "enum_site_settings_notification_routes_country",
  	"to" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "crm_name" varchar DEFAULT 'HubSpot';
  ALTER TABLE "site_settings_notification_routes" ADD CONSTRAINT "site_settings_notification_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_submissionId_destination_idx" ON "lead_deliveries" USING btree ("form","submission_id","destination");
  CREATE INDEX "site_settings_notification_routes_order_idx" ON "site_settings_notification_routes" USING btree ("_order");
  CREATE INDEX "site_settings_notification_routes_parent_id_idx" ON "site_settings_notification_routes" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_notification_routes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "site_settings_notification_routes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  ALTER TABLE "site_settings" DROP COLUMN "crm_name";
  DROP TYPE "public"."enum_lead_deliveries_form";
  DROP TYPE "public"."enum_lead_deliveries_destination";
  DROP TYPE "public"."enum_lead_deliveries_status";
  DROP TYPE "public"."enum_site_settings_notification_routes_form";
  DROP TYPE "public"."enum_site_settings_notification_routes_country";`)
}
