import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_audits_action" AS ENUM('export', 'erase');
  CREATE TABLE "privacy_audits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_audits_action" NOT NULL,
  	"performed_by_id" integer,
  	"counts" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_audits_id" integer;
  ALTER TABLE "privacy_audits" ADD CONSTRAINT "privacy_audits_performed_by_id_users_id_fk" FOREIGN KEY ("performed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_audits_performed_by_idx" ON "privacy_audits" USING btree ("performed_by_id");
  CREATE INDEX "privacy_audits_updated_at_idx" ON "privacy_audits" USING btree ("updated_at");
  CREATE INDEX "privacy_audits_created_at_idx" ON "privacy_audits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_audits_fk" FOREIGN KEY ("privacy_audits_id") REFERENCES "public"."privacy_audits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_audits_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_audits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_audits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_audits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_audits_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_audits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_audits_id";
  DROP TYPE "public"."enum_privacy_audits_action";`)
}
