import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_trust_documents_categories" AS ENUM('security', 'privacy', 'certifications', 'accessibility', 'continuity', 'legal');
  CREATE TYPE "public"."enum__pages_v_blocks_trust_documents_categories" AS ENUM('security', 'privacy', 'certifications', 'accessibility', 'continuity', 'legal');
  CREATE TYPE "public"."enum_documents_category" AS ENUM('security', 'privacy', 'certifications', 'accessibility', 'continuity', 'legal');
  CREATE TYPE "public"."enum_documents_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_documents_access_level" AS ENUM('public', 'on-request');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_category" AS ENUM('security', 'privacy', 'certifications', 'accessibility', 'continuity', 'legal');
  CREATE TYPE "public"."enum__documents_v_version_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__documents_v_version_access_level" AS ENUM('public', 'on-request');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_sub_processors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sub_processors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sub_processors_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_document_requests_country" AS ENUM('jamaica', 'trinidad', 'barbados', 'st-vincent', 'grenada', 'st-lucia', 'dominica', 'antigua', 'st-kitts', 'nigeria', 'other');
  CREATE TYPE "public"."enum_document_requests_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_document_requests_status" AS ENUM('pending', 'approved', 'declined', 'revoked');
  CREATE TYPE "public"."enum_trust_subscribers_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_trust_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_lead_deliveries_form" ADD VALUE 'documentRequest' BEFORE 'built';
  ALTER TYPE "public"."enum_site_settings_notification_routes_form" ADD VALUE 'documentRequest';
  CREATE TABLE "pages_blocks_trust_documents_categories" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_trust_documents_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trust_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trust_documents_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sub_processor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_subscribe" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sub_processor_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_trust_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_trust_contact_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trust_documents_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_trust_documents_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trust_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_documents_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sub_processor_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_subscribe" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sub_processor_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_trust_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_trust_contact_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_documents_category",
  	"file_id" integer,
  	"version" varchar,
  	"issued_on" timestamp(3) with time zone,
  	"language" "enum_documents_language" DEFAULT 'en',
  	"access_level" "enum_documents_access_level" DEFAULT 'on-request',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category" "enum__documents_v_version_category",
  	"version_file_id" integer,
  	"version_version" varchar,
  	"version_issued_on" timestamp(3) with time zone,
  	"version_language" "enum__documents_v_version_language" DEFAULT 'en',
  	"version_access_level" "enum__documents_v_version_access_level" DEFAULT 'on-request',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "document_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'document-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "sub_processors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"since" timestamp(3) with time zone,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sub_processors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sub_processors_locales" (
  	"purpose" varchar,
  	"data_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sub_processors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_since" timestamp(3) with time zone,
  	"version_website" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sub_processors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__sub_processors_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_sub_processors_v_locales" (
  	"version_purpose" varchar,
  	"version_data_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sub_processor_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"announced_at" timestamp(3) with time zone NOT NULL,
  	"added" jsonb NOT NULL,
  	"removed" jsonb NOT NULL,
  	"changed" jsonb NOT NULL,
  	"list" jsonb NOT NULL,
  	"emailed" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"country" "enum_document_requests_country" NOT NULL,
  	"purpose" varchar NOT NULL,
  	"accept_terms" boolean DEFAULT false NOT NULL,
  	"language" "enum_document_requests_language" DEFAULT 'en' NOT NULL,
  	"source_landing_page" varchar,
  	"source_referrer" varchar,
  	"source_form_page" varchar,
  	"source_utm_source" varchar,
  	"source_utm_medium" varchar,
  	"source_utm_campaign" varchar,
  	"source_utm_term" varchar,
  	"source_utm_content" varchar,
  	"source_first_touch_landing_page" varchar,
  	"source_first_touch_referrer" varchar,
  	"source_first_touch_utm_source" varchar,
  	"source_first_touch_utm_medium" varchar,
  	"source_first_touch_utm_campaign" varchar,
  	"source_first_touch_utm_term" varchar,
  	"source_first_touch_utm_content" varchar,
  	"source_first_touch_at" timestamp(3) with time zone,
  	"status" "enum_document_requests_status" DEFAULT 'pending' NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"link_expires_at" timestamp(3) with time zone,
  	"link_hash" varchar,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "document_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"document_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"downloaded_at" timestamp(3) with time zone NOT NULL,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trust_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"language" "enum_trust_subscribers_language" DEFAULT 'en' NOT NULL,
  	"status" "enum_trust_subscribers_status" DEFAULT 'pending',
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"consent_agreed_at" timestamp(3) with time zone,
  	"consent_page" varchar,
  	"consent_wording" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sub_processors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sub_processor_notices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trust_subscribers_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "trust_security_contact" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "trust_status_page_url" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "trust_uptime" varchar;
  ALTER TABLE "pages_blocks_trust_documents_categories" ADD CONSTRAINT "pages_blocks_trust_documents_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_trust_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_documents" ADD CONSTRAINT "pages_blocks_trust_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_documents_locales" ADD CONSTRAINT "pages_blocks_trust_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trust_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_processor_list" ADD CONSTRAINT "pages_blocks_sub_processor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_processor_list_locales" ADD CONSTRAINT "pages_blocks_sub_processor_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sub_processor_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_contact" ADD CONSTRAINT "pages_blocks_trust_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_trust_contact_locales" ADD CONSTRAINT "pages_blocks_trust_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_trust_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_documents_categories" ADD CONSTRAINT "_pages_v_blocks_trust_documents_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_trust_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_documents" ADD CONSTRAINT "_pages_v_blocks_trust_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_documents_locales" ADD CONSTRAINT "_pages_v_blocks_trust_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trust_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sub_processor_list" ADD CONSTRAINT "_pages_v_blocks_sub_processor_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sub_processor_list_locales" ADD CONSTRAINT "_pages_v_blocks_sub_processor_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sub_processor_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_contact" ADD CONSTRAINT "_pages_v_blocks_trust_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_trust_contact_locales" ADD CONSTRAINT "_pages_v_blocks_trust_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_trust_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_document_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."document_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_file_id_document_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."document_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_processors_locales" ADD CONSTRAINT "sub_processors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sub_processors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sub_processors_v" ADD CONSTRAINT "_sub_processors_v_parent_id_sub_processors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sub_processors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sub_processors_v_locales" ADD CONSTRAINT "_sub_processors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sub_processors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_trust_documents_categories_order_idx" ON "pages_blocks_trust_documents_categories" USING btree ("order");
  CREATE INDEX "pages_blocks_trust_documents_categories_parent_idx" ON "pages_blocks_trust_documents_categories" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_trust_documents_order_idx" ON "pages_blocks_trust_documents" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_documents_parent_id_idx" ON "pages_blocks_trust_documents" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_documents_path_idx" ON "pages_blocks_trust_documents" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_trust_documents_locales_locale_parent_id_unique" ON "pages_blocks_trust_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sub_processor_list_order_idx" ON "pages_blocks_sub_processor_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_sub_processor_list_parent_id_idx" ON "pages_blocks_sub_processor_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sub_processor_list_path_idx" ON "pages_blocks_sub_processor_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sub_processor_list_locales_locale_parent_id_uni" ON "pages_blocks_sub_processor_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_trust_contact_order_idx" ON "pages_blocks_trust_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_trust_contact_parent_id_idx" ON "pages_blocks_trust_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_trust_contact_path_idx" ON "pages_blocks_trust_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_trust_contact_locales_locale_parent_id_unique" ON "pages_blocks_trust_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_documents_categories_order_idx" ON "_pages_v_blocks_trust_documents_categories" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_trust_documents_categories_parent_idx" ON "_pages_v_blocks_trust_documents_categories" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_trust_documents_order_idx" ON "_pages_v_blocks_trust_documents" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_documents_parent_id_idx" ON "_pages_v_blocks_trust_documents" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_documents_path_idx" ON "_pages_v_blocks_trust_documents" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_trust_documents_locales_locale_parent_id_uni" ON "_pages_v_blocks_trust_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sub_processor_list_order_idx" ON "_pages_v_blocks_sub_processor_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sub_processor_list_parent_id_idx" ON "_pages_v_blocks_sub_processor_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sub_processor_list_path_idx" ON "_pages_v_blocks_sub_processor_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sub_processor_list_locales_locale_parent_id_" ON "_pages_v_blocks_sub_processor_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_contact_order_idx" ON "_pages_v_blocks_trust_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_trust_contact_parent_id_idx" ON "_pages_v_blocks_trust_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_trust_contact_path_idx" ON "_pages_v_blocks_trust_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_trust_contact_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_trust_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_access_level_idx" ON "documents" USING btree ("access_level");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_category_idx" ON "_documents_v" USING btree ("version_category");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v" USING btree ("version_file_id");
  CREATE INDEX "_documents_v_version_version_access_level_idx" ON "_documents_v" USING btree ("version_access_level");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "document_files_updated_at_idx" ON "document_files" USING btree ("updated_at");
  CREATE INDEX "document_files_created_at_idx" ON "document_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_files_filename_idx" ON "document_files" USING btree ("filename");
  CREATE INDEX "sub_processors_updated_at_idx" ON "sub_processors" USING btree ("updated_at");
  CREATE INDEX "sub_processors_created_at_idx" ON "sub_processors" USING btree ("created_at");
  CREATE INDEX "sub_processors__status_idx" ON "sub_processors" USING btree ("_status");
  CREATE UNIQUE INDEX "sub_processors_locales_locale_parent_id_unique" ON "sub_processors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sub_processors_v_parent_idx" ON "_sub_processors_v" USING btree ("parent_id");
  CREATE INDEX "_sub_processors_v_version_version_updated_at_idx" ON "_sub_processors_v" USING btree ("version_updated_at");
  CREATE INDEX "_sub_processors_v_version_version_created_at_idx" ON "_sub_processors_v" USING btree ("version_created_at");
  CREATE INDEX "_sub_processors_v_version_version__status_idx" ON "_sub_processors_v" USING btree ("version__status");
  CREATE INDEX "_sub_processors_v_created_at_idx" ON "_sub_processors_v" USING btree ("created_at");
  CREATE INDEX "_sub_processors_v_updated_at_idx" ON "_sub_processors_v" USING btree ("updated_at");
  CREATE INDEX "_sub_processors_v_snapshot_idx" ON "_sub_processors_v" USING btree ("snapshot");
  CREATE INDEX "_sub_processors_v_published_locale_idx" ON "_sub_processors_v" USING btree ("published_locale");
  CREATE INDEX "_sub_processors_v_latest_idx" ON "_sub_processors_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_sub_processors_v_locales_locale_parent_id_unique" ON "_sub_processors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sub_processor_notices_announced_at_idx" ON "sub_processor_notices" USING btree ("announced_at");
  CREATE INDEX "sub_processor_notices_updated_at_idx" ON "sub_processor_notices" USING btree ("updated_at");
  CREATE INDEX "sub_processor_notices_created_at_idx" ON "sub_processor_notices" USING btree ("created_at");
  CREATE INDEX "document_requests_document_idx" ON "document_requests" USING btree ("document_id");
  CREATE INDEX "document_requests_email_idx" ON "document_requests" USING btree ("email");
  CREATE INDEX "document_requests_status_idx" ON "document_requests" USING btree ("status");
  CREATE INDEX "document_requests_link_hash_idx" ON "document_requests" USING btree ("link_hash");
  CREATE INDEX "document_requests_updated_at_idx" ON "document_requests" USING btree ("updated_at");
  CREATE INDEX "document_requests_created_at_idx" ON "document_requests" USING btree ("created_at");
  CREATE INDEX "document_downloads_request_idx" ON "document_downloads" USING btree ("request_id");
  CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id");
  CREATE INDEX "document_downloads_email_idx" ON "document_downloads" USING btree ("email");
  CREATE INDEX "document_downloads_updated_at_idx" ON "document_downloads" USING btree ("updated_at");
  CREATE INDEX "document_downloads_created_at_idx" ON "document_downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "trust_subscribers_email_idx" ON "trust_subscribers" USING btree ("email");
  CREATE INDEX "trust_subscribers_status_idx" ON "trust_subscribers" USING btree ("status");
  CREATE INDEX "trust_subscribers_updated_at_idx" ON "trust_subscribers" USING btree ("updated_at");
  CREATE INDEX "trust_subscribers_created_at_idx" ON "trust_subscribers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_files_fk" FOREIGN KEY ("document_files_id") REFERENCES "public"."document_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sub_processors_fk" FOREIGN KEY ("sub_processors_id") REFERENCES "public"."sub_processors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sub_processor_notices_fk" FOREIGN KEY ("sub_processor_notices_id") REFERENCES "public"."sub_processor_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_requests_fk" FOREIGN KEY ("document_requests_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_downloads_fk" FOREIGN KEY ("document_downloads_id") REFERENCES "public"."document_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trust_subscribers_fk" FOREIGN KEY ("trust_subscribers_id") REFERENCES "public"."trust_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_document_files_id_idx" ON "payload_locked_documents_rels" USING btree ("document_files_id");
  CREATE INDEX "payload_locked_documents_rels_sub_processors_id_idx" ON "payload_locked_documents_rels" USING btree ("sub_processors_id");
  CREATE INDEX "payload_locked_documents_rels_sub_processor_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("sub_processor_notices_id");
  CREATE INDEX "payload_locked_documents_rels_document_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("document_requests_id");
  CREATE INDEX "payload_locked_documents_rels_document_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("document_downloads_id");
  CREATE INDEX "payload_locked_documents_rels_trust_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("trust_subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_trust_documents_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trust_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trust_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sub_processor_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sub_processor_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trust_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_trust_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_documents_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sub_processor_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sub_processor_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_contact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_trust_contact_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_processors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_processors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sub_processors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sub_processors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_processor_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "document_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trust_subscribers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_trust_documents_categories" CASCADE;
  DROP TABLE "pages_blocks_trust_documents" CASCADE;
  DROP TABLE "pages_blocks_trust_documents_locales" CASCADE;
  DROP TABLE "pages_blocks_sub_processor_list" CASCADE;
  DROP TABLE "pages_blocks_sub_processor_list_locales" CASCADE;
  DROP TABLE "pages_blocks_trust_contact" CASCADE;
  DROP TABLE "pages_blocks_trust_contact_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_documents_categories" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_documents" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_documents_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sub_processor_list" CASCADE;
  DROP TABLE "_pages_v_blocks_sub_processor_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_trust_contact_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "document_files" CASCADE;
  DROP TABLE "sub_processors" CASCADE;
  DROP TABLE "sub_processors_locales" CASCADE;
  DROP TABLE "_sub_processors_v" CASCADE;
  DROP TABLE "_sub_processors_v_locales" CASCADE;
  DROP TABLE "sub_processor_notices" CASCADE;
  DROP TABLE "document_requests" CASCADE;
  DROP TABLE "document_downloads" CASCADE;
  DROP TABLE "trust_subscribers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sub_processors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sub_processor_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trust_subscribers_fk";
  
  ALTER TABLE "lead_deliveries" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_form";
  CREATE TYPE "public"."enum_lead_deliveries_form" AS ENUM('newsletter', 'demo', 'quote', 'contact', 'recovery', 'built');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "form" SET DATA TYPE "public"."enum_lead_deliveries_form" USING "form"::"public"."enum_lead_deliveries_form";
  ALTER TABLE "site_settings_notification_routes" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_site_settings_notification_routes_form";
  CREATE TYPE "public"."enum_site_settings_notification_routes_form" AS ENUM('newsletter', 'demo', 'quote', 'contact', 'recovery');
  ALTER TABLE "site_settings_notification_routes" ALTER COLUMN "form" SET DATA TYPE "public"."enum_site_settings_notification_routes_form" USING "form"::"public"."enum_site_settings_notification_routes_form";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_sub_processors_id_idx";
  DROP INDEX "payload_locked_documents_rels_sub_processor_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_document_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_trust_subscribers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sub_processors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sub_processor_notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trust_subscribers_id";
  ALTER TABLE "site_settings" DROP COLUMN "trust_security_contact";
  ALTER TABLE "site_settings" DROP COLUMN "trust_status_page_url";
  ALTER TABLE "site_settings_locales" DROP COLUMN "trust_uptime";
  DROP TYPE "public"."enum_pages_blocks_trust_documents_categories";
  DROP TYPE "public"."enum__pages_v_blocks_trust_documents_categories";
  DROP TYPE "public"."enum_documents_category";
  DROP TYPE "public"."enum_documents_language";
  DROP TYPE "public"."enum_documents_access_level";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_category";
  DROP TYPE "public"."enum__documents_v_version_language";
  DROP TYPE "public"."enum__documents_v_version_access_level";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";
  DROP TYPE "public"."enum_sub_processors_status";
  DROP TYPE "public"."enum__sub_processors_v_version_status";
  DROP TYPE "public"."enum__sub_processors_v_published_locale";
  DROP TYPE "public"."enum_document_requests_country";
  DROP TYPE "public"."enum_document_requests_language";
  DROP TYPE "public"."enum_document_requests_status";
  DROP TYPE "public"."enum_trust_subscribers_language";
  DROP TYPE "public"."enum_trust_subscribers_status";`)
}
