import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Roles by need: `sales` joins the roles. The enum is made anew rather than extended, because a
 * value added with ADD VALUE cannot be used inside the migration's own transaction.
 *
 * Mapping: admins stay admins and reviewers stay reviewers. Editors could read and export the
 * leads until now, so every editor also becomes sales; nobody loses what their work needs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales', 'reviewer');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  INSERT INTO "users_roles" ("order", "parent_id", "value")
    SELECT
      (SELECT max(own."order") FROM "users_roles" own WHERE own."parent_id" = editor."parent_id") + 1,
      editor."parent_id",
      'sales'
    FROM "users_roles" editor
    WHERE editor."value" = 'editor'
      AND NOT EXISTS (
        SELECT 1 FROM "users_roles" held WHERE held."parent_id" = editor."parent_id" AND held."value" = 'sales'
      );`)
}

/** Back to three roles: someone who was only sales becomes an editor again, who read the leads. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "users_roles" SET "value" = 'editor'
    WHERE "value" = 'sales'
      AND NOT EXISTS (
        SELECT 1 FROM "users_roles" held WHERE held."parent_id" = "users_roles"."parent_id" AND held."value" <> 'sales'
      );
  DELETE FROM "users_roles" WHERE "value" = 'sales';
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'reviewer');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";`)
}
