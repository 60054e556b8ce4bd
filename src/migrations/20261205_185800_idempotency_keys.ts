import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the forms' submission keys (src/lib/idempotency), outside Payload's own schema,
 * like the rate limiter's counters read only by the server's SQL. One row per form and key (a
 * key the browser made, or `fp:` and the fingerprint of a form sent without scripts); the unique
 * pair is what lets one try of a submission, on any instance, claim it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "idempotency_keys" (
    "id" serial PRIMARY KEY NOT NULL,
    "form" varchar NOT NULL,
    "key" varchar NOT NULL,
    "request_hash" varchar NOT NULL,
    "state" varchar NOT NULL,
    "response_status" integer,
    "response_body" jsonb,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "claimed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT "idempotency_keys_state_check" CHECK ("state" IN ('running', 'done')),
    CONSTRAINT "idempotency_keys_form_key_unique" UNIQUE ("form", "key")
  );
  CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "idempotency_keys";`)
}
