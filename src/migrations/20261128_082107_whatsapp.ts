import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_whatsapp_hours_days" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TABLE "pages_blocks_whats_app" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_whats_app_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_whats_app" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_whats_app_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_whatsapp_hours_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_site_settings_whatsapp_hours_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_whatsapp_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_whatsapp" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"time_zone" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_whatsapp_locales" (
  	"country" varchar,
  	"label" varchar,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "pages_blocks_whats_app" ADD CONSTRAINT "pages_blocks_whats_app_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_whats_app_locales" ADD CONSTRAINT "pages_blocks_whats_app_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_whats_app"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whats_app" ADD CONSTRAINT "_pages_v_blocks_whats_app_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_whats_app_locales" ADD CONSTRAINT "_pages_v_blocks_whats_app_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_whats_app"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_whatsapp_hours_days" ADD CONSTRAINT "site_settings_whatsapp_hours_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings_whatsapp_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_whatsapp_hours" ADD CONSTRAINT "site_settings_whatsapp_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_whatsapp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_whatsapp" ADD CONSTRAINT "site_settings_whatsapp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_whatsapp_locales" ADD CONSTRAINT "site_settings_whatsapp_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_whatsapp"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_whats_app_order_idx" ON "pages_blocks_whats_app" USING btree ("_order");
  CREATE INDEX "pages_blocks_whats_app_parent_id_idx" ON "pages_blocks_whats_app" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_whats_app_path_idx" ON "pages_blocks_whats_app" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_whats_app_locales_locale_parent_id_unique" ON "pages_blocks_whats_app_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_whats_app_order_idx" ON "_pages_v_blocks_whats_app" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_whats_app_parent_id_idx" ON "_pages_v_blocks_whats_app" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_whats_app_path_idx" ON "_pages_v_blocks_whats_app" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_whats_app_locales_locale_parent_id_unique" ON "_pages_v_blocks_whats_app_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_whatsapp_hours_days_order_idx" ON "site_settings_whatsapp_hours_days" USING btree ("order");
  CREATE INDEX "site_settings_whatsapp_hours_days_parent_idx" ON "site_settings_whatsapp_hours_days" USING btree ("parent_id");
  CREATE INDEX "site_settings_whatsapp_hours_order_idx" ON "site_settings_whatsapp_hours" USING btree ("_order");
  CREATE INDEX "site_settings_whatsapp_hours_parent_id_idx" ON "site_settings_whatsapp_hours" USING btree ("_parent_id");
  CREATE INDEX "site_settings_whatsapp_order_idx" ON "site_settings_whatsapp" USING btree ("_order");
  CREATE INDEX "site_settings_whatsapp_parent_id_idx" ON "site_settings_whatsapp" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_whatsapp_locales_locale_parent_id_unique" ON "site_settings_whatsapp_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_whats_app" CASCADE;
  DROP TABLE "pages_blocks_whats_app_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_whats_app" CASCADE;
  DROP TABLE "_pages_v_blocks_whats_app_locales" CASCADE;
  DROP TABLE "site_settings_whatsapp_hours_days" CASCADE;
  DROP TABLE "site_settings_whatsapp_hours" CASCADE;
  DROP TABLE "site_settings_whatsapp" CASCADE;
  DROP TABLE "site_settings_whatsapp_locales" CASCADE;
  DROP TYPE "public"."enum_site_settings_whatsapp_hours_days";`)
}
