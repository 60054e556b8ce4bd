import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_draft_links_shared_collection" AS ENUM('pages', 'case-studies', 'jobs');
  CREATE TYPE "public"."enum_draft_links_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_draft_link_audits_action" AS ENUM('create', 'revoke');
  CREATE TYPE "public"."enum_draft_link_audits_shared_collection" AS ENUM('pages', 'case-studies', 'jobs');
  CREATE TABLE "draft_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"shared_collection" "enum_draft_links_shared_collection" NOT NULL,
  	"document_id" numeric NOT NULL,
  	"locale" "enum_draft_links_locale" NOT NULL,
  	"valid_for_days" numeric DEFAULT 7,
  	"expires_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"created_by_id" integer,
  	"created_by_name" varchar,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "draft_link_audits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_draft_link_audits_action" NOT NULL,
  	"draft_link_id" integer,
  	"shared_collection" "enum_draft_link_audits_shared_collection" NOT NULL,
  	"document_id" numeric NOT NULL,
  	"locale" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"performed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "draft_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "draft_link_audits_id" integer;
  ALTER TABLE "draft_links" ADD CONSTRAINT "draft_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "draft_links" ADD CONSTRAINT "draft_links_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "draft_link_audits" ADD CONSTRAINT "draft_link_audits_draft_link_id_draft_links_id_fk" FOREIGN KEY ("draft_link_id") REFERENCES "public"."draft_links"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "draft_link_audits" ADD CONSTRAINT "draft_link_audits_performed_by_id_users_id_fk" FOREIGN KEY ("performed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "draft_links_shared_collection_idx" ON "draft_links" USING btree ("shared_collection");
  CREATE INDEX "draft_links_document_id_idx" ON "draft_links" USING btree ("document_id");
  CREATE INDEX "draft_links_expires_at_idx" ON "draft_links" USING btree ("expires_at");
  CREATE UNIQUE INDEX "draft_links_token_hash_idx" ON "draft_links" USING btree ("token_hash");
  CREATE INDEX "draft_links_created_by_idx" ON "draft_links" USING btree ("created_by_id");
  CREATE INDEX "draft_links_revoked_by_idx" ON "draft_links" USING btree ("revoked_by_id");
  CREATE INDEX "draft_links_updated_at_idx" ON "draft_links" USING btree ("updated_at");
  CREATE INDEX "draft_links_created_at_idx" ON "draft_links" USING btree ("created_at");
  CREATE INDEX "draft_link_audits_draft_link_idx" ON "draft_link_audits" USING btree ("draft_link_id");
  CREATE INDEX "draft_link_audits_performed_by_idx" ON "draft_link_audits" USING btree ("performed_by_id");
  CREATE INDEX "draft_link_audits_updated_at_idx" ON "draft_link_audits" USING btree ("updated_at");
  CREATE INDEX "draft_link_audits_created_at_idx" ON "draft_link_audits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_draft_links_fk" FOREIGN KEY ("draft_links_id") REFERENCES "public"."draft_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_draft_link_audits_fk" FOREIGN KEY ("draft_link_audits_id") REFERENCES "public"."draft_link_audits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_draft_links_id_idx" ON "payload_locked_documents_rels" USING btree ("draft_links_id");
  CREATE INDEX "payload_locked_documents_rels_draft_link_audits_id_idx" ON "payload_locked_documents_rels" USING btree ("draft_link_audits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "draft_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "draft_link_audits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "draft_links" CASCADE;
  DROP TABLE "draft_link_audits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_draft_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_draft_link_audits_fk";
  
  DROP INDEX "payload_locked_documents_rels_draft_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_draft_link_audits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "draft_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "draft_link_audits_id";
  DROP TYPE "public"."enum_draft_links_shared_collection";
  DROP TYPE "public"."enum_draft_links_locale";
  DROP TYPE "public"."enum_draft_link_audits_action";
  DROP TYPE "public"."enum_draft_link_audits_shared_collection";`)
}
