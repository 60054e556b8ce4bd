import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recovery_applications_support_requested" AS ENUM('fee-waiver', 'deferred-payment', 'lms', 'fundraising', 'other');
  CREATE TYPE "public"."enum_recovery_applications_application_status" AS ENUM('pending', 'under_review', 'approved', 'rejected', 'needs_info');
  CREATE TYPE "public"."enum_recovery_applications_school_type" AS ENUM('Public', 'Private', 'Government-aided', 'Other');
  CREATE TYPE "public"."enum_recovery_applications_education_level" AS ENUM('Infant / Primary', 'Secondary', 'Post Secondary', 'All-Age / K-12', 'Special Education');
  CREATE TYPE "public"."enum_recovery_applications_operational_status" AS ENUM('Fully operational', 'Partial', 'Remote only', 'Closed');
  CREATE TYPE "public"."enum_recovery_applications_damage_level" AS ENUM('Minor', 'Moderate', 'Severe', 'Destroyed');
  CREATE TYPE "public"."enum__recovery_applications_v_version_support_requested" AS ENUM('fee-waiver', 'deferred-payment', 'lms', 'fundraising', 'other');
  CREATE TYPE "public"."enum__recovery_applications_v_version_application_status" AS ENUM('pending', 'under_review', 'approved', 'rejected', 'needs_info');
  CREATE TYPE "public"."enum__recovery_applications_v_version_school_type" AS ENUM('Public', 'Private', 'Government-aided', 'Other');
  CREATE TYPE "public"."enum__recovery_applications_v_version_education_level" AS ENUM('Infant / Primary', 'Secondary', 'Post Secondary', 'All-Age / K-12', 'Special Education');
  CREATE TYPE "public"."enum__recovery_applications_v_version_operational_status" AS ENUM('Fully operational', 'Partial', 'Remote only', 'Closed');
  CREATE TYPE "public"."enum__recovery_applications_v_version_damage_level" AS ENUM('Minor', 'Moderate', 'Severe', 'Destroyed');
  CREATE TABLE "recovery_applications_support_requested" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recovery_applications_support_requested",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recovery_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_id" varchar NOT NULL,
  	"application_status" "enum_recovery_applications_application_status" DEFAULT 'pending' NOT NULL,
  	"reviewed_by" varchar,
  	"status_updated_at" timestamp(3) with time zone,
  	"last_changed_by_id" integer,
  	"admin_notes" varchar,
  	"school_name" varchar NOT NULL,
  	"moe_id" varchar,
  	"school_type" "enum_recovery_applications_school_type" NOT NULL,
  	"education_level" "enum_recovery_applications_education_level" NOT NULL,
  	"parish" varchar,
  	"address" varchar,
  	"enrolment" numeric NOT NULL,
  	"staff" numeric NOT NULL,
  	"is_existing_customer" boolean DEFAULT false,
  	"contact_name" varchar NOT NULL,
  	"contact_role" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"operational_status" "enum_recovery_applications_operational_status" NOT NULL,
  	"reopen_date" timestamp(3) with time zone,
  	"damage_level" "enum_recovery_applications_damage_level" NOT NULL,
  	"insured" boolean,
  	"students_displaced" numeric NOT NULL,
  	"staff_displaced" numeric NOT NULL,
  	"devices_lost" numeric,
  	"damage_description" varchar NOT NULL,
  	"evidence_url" varchar,
  	"support_other_text" varchar,
  	"discount_need" numeric,
  	"months_needed" numeric,
  	"continuity_plan" varchar,
  	"sig_name" varchar NOT NULL,
  	"sig_date" timestamp(3) with time zone NOT NULL,
  	"consent_data" boolean DEFAULT false,
  	"auth_officer" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_recovery_applications_v_version_support_requested" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recovery_applications_v_version_support_requested",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recovery_applications_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_case_id" varchar NOT NULL,
  	"version_application_status" "enum__recovery_applications_v_version_application_status" DEFAULT 'pending' NOT NULL,
  	"version_reviewed_by" varchar,
  	"version_status_updated_at" timestamp(3) with time zone,
  	"version_last_changed_by_id" integer,
  	"version_admin_notes" varchar,
  	"version_school_name" varchar NOT NULL,
  	"version_moe_id" varchar,
  	"version_school_type" "enum__recovery_applications_v_version_school_type" NOT NULL,
  	"version_education_level" "enum__recovery_applications_v_version_education_level" NOT NULL,
  	"version_parish" varchar,
  	"version_address" varchar,
  	"version_enrolment" numeric NOT NULL,
  	"version_staff" numeric NOT NULL,
  	"version_is_existing_customer" boolean DEFAULT false,
  	"version_contact_name" varchar NOT NULL,
  	"version_contact_role" varchar NOT NULL,
  	"version_contact_email" varchar NOT NULL,
  	"version_contact_phone" varchar NOT NULL,
  	"version_operational_status" "enum__recovery_applications_v_version_operational_status" NOT NULL,
  	"version_reopen_date" timestamp(3) with time zone,
  	"version_damage_level" "enum__recovery_applications_v_version_damage_level" NOT NULL,
  	"version_insured" boolean,
  	"version_students_displaced" numeric NOT NULL,
  	"version_staff_displaced" numeric NOT NULL,
  	"version_devices_lost" numeric,
  	"version_damage_description" varchar NOT NULL,
  	"version_evidence_url" varchar,
  	"version_support_other_text" varchar,
  	"version_discount_need" numeric,
  	"version_months_needed" numeric,
  	"version_continuity_plan" varchar,
  	"version_sig_name" varchar NOT NULL,
  	"version_sig_date" timestamp(3) with time zone NOT NULL,
  	"version_consent_data" boolean DEFAULT false,
  	"version_auth_officer" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recovery_applications_id" integer;
  ALTER TABLE "recovery_applications_support_requested" ADD CONSTRAINT "recovery_applications_support_requested_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recovery_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recovery_applications" ADD CONSTRAINT "recovery_applications_last_changed_by_id_users_id_fk" FOREIGN KEY ("last_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recovery_applications_v_version_support_requested" ADD CONSTRAINT "_recovery_applications_v_version_support_requested_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recovery_applications_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recovery_applications_v" ADD CONSTRAINT "_recovery_applications_v_parent_id_recovery_applications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recovery_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recovery_applications_v" ADD CONSTRAINT "_recovery_applications_v_version_last_changed_by_id_users_id_fk" FOREIGN KEY ("version_last_changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "recovery_applications_support_requested_order_idx" ON "recovery_applications_support_requested" USING btree ("order");
  CREATE INDEX "recovery_applications_support_requested_parent_idx" ON "recovery_applications_support_requested" USING btree ("parent_id");
  CREATE UNIQUE INDEX "recovery_applications_case_id_idx" ON "recovery_applications" USING btree ("case_id");
  CREATE INDEX "recovery_applications_application_status_idx" ON "recovery_applications" USING btree ("application_status");
  CREATE INDEX "recovery_applications_last_changed_by_idx" ON "recovery_applications" USING btree ("last_changed_by_id");
  CREATE INDEX "recovery_applications_updated_at_idx" ON "recovery_applications" USING btree ("updated_at");
  CREATE INDEX "recovery_applications_created_at_idx" ON "recovery_applications" USING btree ("created_at");
  CREATE INDEX "applicationStatus_createdAt_idx" ON "recovery_applications" USING btree ("application_status","created_at");
  CREATE INDEX "_recovery_applications_v_version_support_requested_order_idx" ON "_recovery_applications_v_version_support_requested" USING btree ("order");
  CREATE INDEX "_recovery_applications_v_version_support_requested_parent_idx" ON "_recovery_applications_v_version_support_requested" USING btree ("parent_id");
  CREATE INDEX "_recovery_applications_v_parent_idx" ON "_recovery_applications_v" USING btree ("parent_id");
  CREATE INDEX "_recovery_applications_v_version_version_case_id_idx" ON "_recovery_applications_v" USING btree ("version_case_id");
  CREATE INDEX "_recovery_applications_v_version_version_application_sta_idx" ON "_recovery_applications_v" USING btree ("version_application_status");
  CREATE INDEX "_recovery_applications_v_version_version_last_changed_by_idx" ON "_recovery_applications_v" USING btree ("version_last_changed_by_id");
  CREATE INDEX "_recovery_applications_v_version_version_updated_at_idx" ON "_recovery_applications_v" USING btree ("version_updated_at");
  CREATE INDEX "_recovery_applications_v_version_version_created_at_idx" ON "_recovery_applications_v" USING btree ("version_created_at");
  CREATE INDEX "_recovery_applications_v_created_at_idx" ON "_recovery_applications_v" USING btree ("created_at");
  CREATE INDEX "_recovery_applications_v_updated_at_idx" ON "_recovery_applications_v" USING btree ("updated_at");
  CREATE INDEX "version_applicationStatus_version_createdAt_idx" ON "_recovery_applications_v" USING btree ("version_application_status","version_created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recovery_applications_fk" FOREIGN KEY ("recovery_applications_id") REFERENCES "public"."recovery_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_recovery_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("recovery_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recovery_applications_support_requested" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recovery_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recovery_applications_v_version_support_requested" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_recovery_applications_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recovery_applications_support_requested" CASCADE;
  DROP TABLE "recovery_applications" CASCADE;
  DROP TABLE "_recovery_applications_v_version_support_requested" CASCADE;
  DROP TABLE "_recovery_applications_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recovery_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_recovery_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recovery_applications_id";
  DROP TYPE "public"."enum_recovery_applications_support_requested";
  DROP TYPE "public"."enum_recovery_applications_application_status";
  DROP TYPE "public"."enum_recovery_applications_school_type";
  DROP TYPE "public"."enum_recovery_applications_education_level";
  DROP TYPE "public"."enum_recovery_applications_operational_status";
  DROP TYPE "public"."enum_recovery_applications_damage_level";
  DROP TYPE "public"."enum__recovery_applications_v_version_support_requested";
  DROP TYPE "public"."enum__recovery_applications_v_version_application_status";
  DROP TYPE "public"."enum__recovery_applications_v_version_school_type";
  DROP TYPE "public"."enum__recovery_applications_v_version_education_level";
  DROP TYPE "public"."enum__recovery_applications_v_version_operational_status";
  DROP TYPE "public"."enum__recovery_applications_v_version_damage_level";`)
}
