import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The FAQ list reads the first FAQs of each category in the editors' order (getFaqs,
 * src/data/content.ts: category, then `order`, newest first, id). Without an index in that order,
 * PostgreSQL read every FAQ of the category, with its translations, to sort them and keep 25; with
 * it, it reads the 25 from the index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "faqs_category_order_created_at_id_idx"
      ON "faqs" USING btree ("category", "order", "created_at" DESC, "id" DESC)`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "faqs_category_order_created_at_id_idx"`)
}
