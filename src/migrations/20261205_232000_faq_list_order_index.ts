import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The FAQ list reads every published FAQ in the editors' order (getFaqs, src/data/content.ts:
 * `order`, newest first, id), a batch at a time. The index of 20261205_215500_faq_list_index
 * served a read of 25 a category, which was withdrawn; this one serves the read the list makes,
 * of published FAQs only (a draft is never listed).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "faqs_category_order_created_at_id_idx";
    CREATE INDEX IF NOT EXISTS "faqs_order_created_at_id_idx"
      ON "faqs" USING btree ("order", "created_at" DESC, "id" DESC) WHERE "_status" = 'published'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "faqs_order_created_at_id_idx";
    CREATE INDEX IF NOT EXISTS "faqs_category_order_created_at_id_idx"
      ON "faqs" USING btree ("category", "order", "created_at" DESC, "id" DESC)`)
}
