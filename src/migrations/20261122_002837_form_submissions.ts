import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_demo_requests_role" AS ENUM('principal', 'administrator', 'teacher', 'it', 'ministry', 'district', 'other');
  CREATE TYPE "public"."enum_demo_requests_country" AS ENUM('jamaica', 'trinidad', 'barbados', 'st-vincent', 'grenada', 'st-lucia', 'dominica', 'antigua', 'st-kitts', 'nigeria', 'other');
  CREATE TYPE "public"."enum_demo_requests_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_quote_requests_features" AS ENUM('sis', 'attendance', 'gradebook', 'timetable', 'analytics', 'parent-portal', 'lms', 'finance', 'hr', 'library', 'transport', 'exams', 'mobile-app', 'api');
  CREATE TYPE "public"."enum_quote_requests_professional_services" AS ENUM('implementation', 'data-migration', 'training', 'custom-dev', 'integration', 'support', 'consulting');
  CREATE TYPE "public"."enum_quote_requests_organization_type" AS ENUM('single-school', 'multi-school', 'ministry', 'private-group', 'university');
  CREATE TYPE "public"."enum_quote_requests_country" AS ENUM('jamaica', 'trinidad', 'barbados', 'st-vincent', 'grenada', 'st-lucia', 'dominica', 'antigua', 'st-kitts', 'nigeria', 'other');
  CREATE TYPE "public"."enum_quote_requests_timeline" AS ENUM('immediate', 'short', 'medium', 'long', 'exploring');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'replied', 'closed');
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "demo_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"organization" varchar NOT NULL,
  	"role" "enum_demo_requests_role" NOT NULL,
  	"country" "enum_demo_requests_country" NOT NULL,
  	"message" varchar,
  	"status" "enum_demo_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_quote_requests_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quote_requests_professional_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_quote_requests_professional_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"organization_type" "enum_quote_requests_organization_type" NOT NULL,
  	"country" "enum_quote_requests_country" NOT NULL,
  	"number_of_students" numeric NOT NULL,
  	"number_of_teachers" numeric NOT NULL,
  	"number_of_schools" numeric DEFAULT 1 NOT NULL,
  	"timeline" "enum_quote_requests_timeline" NOT NULL,
  	"additional_info" varchar,
  	"status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "demo_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "quote_requests_features" ADD CONSTRAINT "quote_requests_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_professional_services" ADD CONSTRAINT "quote_requests_professional_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "demo_requests_email_idx" ON "demo_requests" USING btree ("email");
  CREATE INDEX "demo_requests_role_idx" ON "demo_requests" USING btree ("role");
  CREATE INDEX "demo_requests_country_idx" ON "demo_requests" USING btree ("country");
  CREATE INDEX "demo_requests_status_idx" ON "demo_requests" USING btree ("status");
  CREATE INDEX "demo_requests_updated_at_idx" ON "demo_requests" USING btree ("updated_at");
  CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");
  CREATE INDEX "quote_requests_features_order_idx" ON "quote_requests_features" USING btree ("order");
  CREATE INDEX "quote_requests_features_parent_idx" ON "quote_requests_features" USING btree ("parent_id");
  CREATE INDEX "quote_requests_professional_services_order_idx" ON "quote_requests_professional_services" USING btree ("order");
  CREATE INDEX "quote_requests_professional_services_parent_idx" ON "quote_requests_professional_services" USING btree ("parent_id");
  CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree ("email");
  CREATE INDEX "quote_requests_organization_type_idx" ON "quote_requests" USING btree ("organization_type");
  CREATE INDEX "quote_requests_country_idx" ON "quote_requests" USING btree ("country");
  CREATE INDEX "quote_requests_timeline_idx" ON "quote_requests" USING btree ("timeline");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_demo_requests_fk" FOREIGN KEY ("demo_requests_id") REFERENCES "public"."demo_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_demo_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("demo_requests_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "demo_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_professional_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "demo_requests" CASCADE;
  DROP TABLE "quote_requests_features" CASCADE;
  DROP TABLE "quote_requests_professional_services" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_demo_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_demo_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_quote_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "demo_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  DROP TYPE "public"."enum_demo_requests_role";
  DROP TYPE "public"."enum_demo_requests_country";
  DROP TYPE "public"."enum_demo_requests_status";
  DROP TYPE "public"."enum_quote_requests_features";
  DROP TYPE "public"."enum_quote_requests_professional_services";
  DROP TYPE "public"."enum_quote_requests_organization_type";
  DROP TYPE "public"."enum_quote_requests_country";
  DROP TYPE "public"."enum_quote_requests_timeline";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_contact_messages_status";`)
}
