import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Db = MigrateUpArgs['db']

/**
 * Written by hand (the rest is generated): localizing a field moves its column from a table to
 * that table's `_locales` twin, and the generated SQL drops the old column. These are the moved
 * columns, from this migration's snapshot compared with the previous one, so their values are
 * kept aside before the drop and written back as the English (`en`) rows after it.
 */
const MOVED_COLUMNS: [table: string, columns: string[]][] = [
  ['pages_blocks_hero_links', ['label']],
  ['pages_blocks_hero', ['eyebrow', 'heading', 'text', 'back_link_label']],
  ['pages_blocks_banner_links', ['label']],
  ['pages_blocks_banner', ['heading', 'text']],
  ['pages_blocks_card_grid_cards', ['eyebrow', 'title', 'text', 'link_label']],
  ['pages_blocks_card_grid_links', ['label']],
  ['pages_blocks_card_grid', ['heading', 'intro']],
  ['pages_blocks_feature_list_items', ['title', 'text']],
  ['pages_blocks_feature_list_links', ['label']],
  ['pages_blocks_feature_list', ['heading', 'intro']],
  ['pages_blocks_stats_items', ['value', 'label']],
  ['pages_blocks_stats', ['heading']],
  ['pages_blocks_call_to_action_links', ['label']],
  ['pages_blocks_call_to_action', ['heading', 'text']],
  ['pages_blocks_rich_text', ['content']],
  ['pages_blocks_video', ['heading', 'title', 'caption']],
  ['pages_blocks_testimonials_quotes', ['quote', 'role']],
  ['pages_blocks_testimonials', ['heading']],
  ['pages_blocks_steps_steps', ['title', 'text']],
  ['pages_blocks_steps', ['heading', 'intro']],
  ['pages_blocks_logos_items', ['description']],
  ['pages_blocks_logos', ['heading', 'intro']],
  ['pages_blocks_faq_list_links', ['label']],
  ['pages_blocks_faq_list', ['heading', 'intro', 'note']],
  ['pages_blocks_pricing_table_tabs_highlights', ['text']],
  ['pages_blocks_pricing_table_tabs_tier_links', ['label']],
  ['pages_blocks_pricing_table_tabs_links', ['label']],
  ['pages_blocks_pricing_table_tabs', ['label', 'heading', 'text']],
  ['pages_blocks_pricing_table_discounts', ['title', 'text']],
  ['pages_blocks_pricing_table_services', ['title', 'text']],
  ['pages_blocks_pricing_table', ['comparison_heading', 'discounts_heading', 'services_heading']],
  ['pages_blocks_job_openings', ['heading', 'intro', 'empty_text', 'general_application_text', 'general_application_label']],
  ['pages_blocks_case_study_cards', ['heading', 'intro', 'link_label']],
  ['pages_blocks_demo_videos', ['heading', 'intro']],
  ['pages_blocks_campaign_progress', ['heading', 'intro', 'campaign_title']],
  ['pages_blocks_form_block', ['heading', 'intro']],
  ['pages_blocks_school_finder', ['heading', 'intro']],
  ['pages', ['title', 'meta_title', 'meta_description', 'meta_keywords']],
  ['_pages_v_blocks_hero_links', ['label']],
  ['_pages_v_blocks_hero', ['eyebrow', 'heading', 'text', 'back_link_label']],
  ['_pages_v_blocks_banner_links', ['label']],
  ['_pages_v_blocks_banner', ['heading', 'text']],
  ['_pages_v_blocks_card_grid_cards', ['eyebrow', 'title', 'text', 'link_label']],
  ['_pages_v_blocks_card_grid_links', ['label']],
  ['_pages_v_blocks_card_grid', ['heading', 'intro']],
  ['_pages_v_blocks_feature_list_items', ['title', 'text']],
  ['_pages_v_blocks_feature_list_links', ['label']],
  ['_pages_v_blocks_feature_list', ['heading', 'intro']],
  ['_pages_v_blocks_stats_items', ['value', 'label']],
  ['_pages_v_blocks_stats', ['heading']],
  ['_pages_v_blocks_call_to_action_links', ['label']],
  ['_pages_v_blocks_call_to_action', ['heading', 'text']],
  ['_pages_v_blocks_rich_text', ['content']],
  ['_pages_v_blocks_video', ['heading', 'title', 'caption']],
  ['_pages_v_blocks_testimonials_quotes', ['quote', 'role']],
  ['_pages_v_blocks_testimonials', ['heading']],
  ['_pages_v_blocks_steps_steps', ['title', 'text']],
  ['_pages_v_blocks_steps', ['heading', 'intro']],
  ['_pages_v_blocks_logos_items', ['description']],
  ['_pages_v_blocks_logos', ['heading', 'intro']],
  ['_pages_v_blocks_faq_list_links', ['label']],
  ['_pages_v_blocks_faq_list', ['heading', 'intro', 'note']],
  ['_pages_v_blocks_pricing_table_tabs_highlights', ['text']],
  ['_pages_v_blocks_pricing_table_tabs_tier_links', ['label']],
  ['_pages_v_blocks_pricing_table_tabs_links', ['label']],
  ['_pages_v_blocks_pricing_table_tabs', ['label', 'heading', 'text']],
  ['_pages_v_blocks_pricing_table_discounts', ['title', 'text']],
  ['_pages_v_blocks_pricing_table_services', ['title', 'text']],
  ['_pages_v_blocks_pricing_table', ['comparison_heading', 'discounts_heading', 'services_heading']],
  ['_pages_v_blocks_job_openings', ['heading', 'intro', 'empty_text', 'general_application_text', 'general_application_label']],
  ['_pages_v_blocks_case_study_cards', ['heading', 'intro', 'link_label']],
  ['_pages_v_blocks_demo_videos', ['heading', 'intro']],
  ['_pages_v_blocks_campaign_progress', ['heading', 'intro', 'campaign_title']],
  ['_pages_v_blocks_form_block', ['heading', 'intro']],
  ['_pages_v_blocks_school_finder', ['heading', 'intro']],
  ['_pages_v', ['version_title', 'version_meta_title', 'version_meta_description', 'version_meta_keywords']],
  ['pricing_tiers_features', ['name']],
  ['pricing_tiers', ['name', 'price_unit', 'description']],
  ['_pricing_tiers_v_version_features', ['name']],
  ['_pricing_tiers_v', ['version_name', 'version_price_unit', 'version_description']],
  ['case_studies_highlights', ['text']],
  ['case_studies_stats', ['value', 'label']],
  ['case_studies_sections_items', ['title', 'text']],
  ['case_studies_sections', ['heading', 'body']],
  ['case_studies_quotes', ['quote', 'role']],
  ['case_studies', ['title', 'category', 'description', 'subtitle', 'location', 'video_title', 'quotes_heading', 'quotes_after', 'meta_title', 'meta_description', 'meta_keywords']],
  ['_case_studies_v_version_highlights', ['text']],
  ['_case_studies_v_version_stats', ['value', 'label']],
  ['_case_studies_v_version_sections_items', ['title', 'text']],
  ['_case_studies_v_version_sections', ['heading', 'body']],
  ['_case_studies_v_version_quotes', ['quote', 'role']],
  ['_case_studies_v', ['version_title', 'version_category', 'version_description', 'version_subtitle', 'version_location', 'version_video_title', 'version_quotes_heading', 'version_quotes_after', 'version_meta_title', 'version_meta_description', 'version_meta_keywords']],
  ['jobs_responsibilities', ['item']],
  ['jobs_qualifications', ['item']],
  ['jobs_competencies', ['item']],
  ['jobs', ['title', 'department', 'location', 'description']],
  ['_jobs_v_version_responsibilities', ['item']],
  ['_jobs_v_version_qualifications', ['item']],
  ['_jobs_v_version_competencies', ['item']],
  ['_jobs_v', ['version_title', 'version_department', 'version_location', 'version_description']],
  ['faqs', ['question', 'answer']],
  ['_faqs_v', ['version_question', 'version_answer']],
  ['demo_videos', ['title', 'description']],
  ['_demo_videos_v', ['version_title', 'version_description']],
  ['site_settings_menus_items', ['label', 'description']],
  ['site_settings_menus', ['label']],
  ['site_settings_nav_links', ['label']],
  ['site_settings_footer_columns_links', ['label']],
  ['site_settings_footer_columns', ['title']],
  ['site_settings_figures', ['value', 'label']],
  ['site_settings', ['tagline', 'default_description', 'default_keywords', 'login_button_label', 'demo_button_label', 'activate_card_label', 'footer_blurb', 'newsletter_heading', 'newsletter_text']],
]

/** The tables whose documents say which languages they are in: all of them are in English. */
const TRANSLATED_INTO: [table: string, parent: string][] = [
  ['pages_translated_into', 'pages'],
  ['_pages_v_version_translated_into', '_pages_v'],
  ['case_studies_translated_into', 'case_studies'],
  ['_case_studies_v_version_translated_into', '_case_studies_v'],
  ['jobs_translated_into', 'jobs'],
  ['_jobs_v_version_translated_into', '_jobs_v'],
]

const keptTable = (index: number) => `_l10n_keep_${index}`
const columnList = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ')

async function keepMovedColumns(db: Db) {
  for (const [index, [table, columns]] of MOVED_COLUMNS.entries()) {
    await db.execute(
      sql.raw(`CREATE TABLE "${keptTable(index)}" AS SELECT "id", ${columnList(columns)} FROM "${table}"`),
    )
  }
}

async function restoreAsEnglish(db: Db) {
  for (const [index, [table, columns]] of MOVED_COLUMNS.entries()) {
    const list = columnList(columns)
    await db.execute(
      sql.raw(
        `INSERT INTO "${table}_locales" (${list}, "_locale", "_parent_id") ` +
          `SELECT ${list}, 'en', "id" FROM "${keptTable(index)}"`,
      ),
    )
    await db.execute(sql.raw(`DROP TABLE "${keptTable(index)}"`))
  }
  for (const [table, parent] of TRANSLATED_INTO) {
    await db.execute(
      sql.raw(`INSERT INTO "${table}" ("order", "parent_id", "value") SELECT 1, "id", 'en' FROM "${parent}"`),
    )
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await keepMovedColumns(db)
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_pages_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_version_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pricing_tiers_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_case_studies_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__case_studies_v_version_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_jobs_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__jobs_v_version_translated_into" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__demo_videos_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_newsletter_subscribers_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_demo_requests_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_quote_requests_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_contact_messages_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_recovery_applications_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__recovery_applications_v_version_language" AS ENUM('en', 'es');
  CREATE TABLE "pages_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"back_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_grid_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_list_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_list_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_quotes_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_logos_items_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_logos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_list_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_faq_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_tabs_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_tabs_tier_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_tabs_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_tabs_locales" (
  	"label" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_discounts_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_pricing_table_locales" (
  	"comparison_heading" varchar DEFAULT 'Compare plans',
  	"discounts_heading" varchar DEFAULT 'Discounts',
  	"services_heading" varchar DEFAULT 'Professional services',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_job_openings_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"empty_text" varchar DEFAULT 'There are no open positions right now.',
  	"general_application_text" varchar,
  	"general_application_label" varchar DEFAULT 'Submit General Application',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"link_label" varchar DEFAULT 'Read the story',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_demo_videos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_campaign_progress_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"campaign_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_school_finder_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"back_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"heading" varchar,
  	"title" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_quotes_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_steps_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_logos_items_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_logos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_tabs_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_tabs_tier_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_tabs_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_tabs_locales" (
  	"label" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_discounts_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_table_locales" (
  	"comparison_heading" varchar DEFAULT 'Compare plans',
  	"discounts_heading" varchar DEFAULT 'Discounts',
  	"services_heading" varchar DEFAULT 'Professional services',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_job_openings_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"empty_text" varchar DEFAULT 'There are no open positions right now.',
  	"general_application_text" varchar,
  	"general_application_label" varchar DEFAULT 'Submit General Application',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_case_study_cards_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"link_label" varchar DEFAULT 'Read the story',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_demo_videos_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_campaign_progress_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"campaign_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_form_block_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_school_finder_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pricing_tiers_features_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pricing_tiers_locales" (
  	"name" varchar,
  	"price_unit" varchar DEFAULT 'per student / month',
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_tiers_v_version_features_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_tiers_v_locales" (
  	"version_name" varchar,
  	"version_price_unit" varchar DEFAULT 'per student / month',
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_case_studies_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_sections_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_quotes_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar,
  	"category" varchar,
  	"description" varchar,
  	"subtitle" varchar,
  	"location" varchar,
  	"video_title" varchar,
  	"quotes_heading" varchar DEFAULT 'Testimonials',
  	"quotes_after" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__case_studies_v_version_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_stats_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_sections_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_sections_locales" (
  	"heading" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_quotes_locales" (
  	"quote" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_title" varchar,
  	"version_category" varchar,
  	"version_description" varchar,
  	"version_subtitle" varchar,
  	"version_location" varchar,
  	"version_video_title" varchar,
  	"version_quotes_heading" varchar DEFAULT 'Testimonials',
  	"version_quotes_after" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jobs_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jobs_responsibilities_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs_qualifications_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs_competencies_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"department" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_translated_into" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_translated_into",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_responsibilities_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_qualifications_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_competencies_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_department" varchar,
  	"version_location" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "demo_videos_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_demo_videos_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_menus_items_locales" (
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_menus_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_nav_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_figures_locales" (
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_locales" (
  	"tagline" varchar,
  	"default_description" varchar NOT NULL,
  	"default_keywords" varchar,
  	"login_button_label" varchar NOT NULL,
  	"demo_button_label" varchar NOT NULL,
  	"activate_card_label" varchar DEFAULT 'Activate Card' NOT NULL,
  	"footer_blurb" varchar,
  	"newsletter_heading" varchar,
  	"newsletter_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_pricing_tiers_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pricing_tiers_v" ADD COLUMN "published_locale" "enum__pricing_tiers_v_published_locale";
  ALTER TABLE "_case_studies_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_case_studies_v" ADD COLUMN "published_locale" "enum__case_studies_v_published_locale";
  ALTER TABLE "_jobs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_jobs_v" ADD COLUMN "published_locale" "enum__jobs_v_published_locale";
  ALTER TABLE "_faqs_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_faqs_v" ADD COLUMN "published_locale" "enum__faqs_v_published_locale";
  ALTER TABLE "_demo_videos_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_demo_videos_v" ADD COLUMN "published_locale" "enum__demo_videos_v_published_locale";
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" "enum_newsletter_subscribers_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "demo_requests" ADD COLUMN "language" "enum_demo_requests_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "quote_requests" ADD COLUMN "language" "enum_quote_requests_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "contact_messages" ADD COLUMN "language" "enum_contact_messages_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "recovery_applications" ADD COLUMN "language" "enum_recovery_applications_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "_recovery_applications_v" ADD COLUMN "version_language" "enum__recovery_applications_v_version_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "pages_translated_into" ADD CONSTRAINT "pages_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links_locales" ADD CONSTRAINT "pages_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_links_locales" ADD CONSTRAINT "pages_blocks_banner_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards_locales" ADD CONSTRAINT "pages_blocks_card_grid_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_links_locales" ADD CONSTRAINT "pages_blocks_card_grid_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_locales" ADD CONSTRAINT "pages_blocks_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_items_locales" ADD CONSTRAINT "pages_blocks_feature_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_links_locales" ADD CONSTRAINT "pages_blocks_feature_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_locales" ADD CONSTRAINT "pages_blocks_feature_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items_locales" ADD CONSTRAINT "pages_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_locales" ADD CONSTRAINT "pages_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links_locales" ADD CONSTRAINT "pages_blocks_call_to_action_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_locales" ADD CONSTRAINT "pages_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_quotes_locales" ADD CONSTRAINT "pages_blocks_testimonials_quotes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials_locales" ADD CONSTRAINT "pages_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_steps_locales" ADD CONSTRAINT "pages_blocks_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_locales" ADD CONSTRAINT "pages_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logos_items_locales" ADD CONSTRAINT "pages_blocks_logos_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logos_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logos_locales" ADD CONSTRAINT "pages_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_links_locales" ADD CONSTRAINT "pages_blocks_faq_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_locales" ADD CONSTRAINT "pages_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_tabs_highlights_locales" ADD CONSTRAINT "pages_blocks_pricing_table_tabs_highlights_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_tabs_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_tabs_tier_links_locales" ADD CONSTRAINT "pages_blocks_pricing_table_tabs_tier_links_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_tabs_tier_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_tabs_links_locales" ADD CONSTRAINT "pages_blocks_pricing_table_tabs_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_tabs_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_tabs_locales" ADD CONSTRAINT "pages_blocks_pricing_table_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_discounts_locales" ADD CONSTRAINT "pages_blocks_pricing_table_discounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_discounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_services_locales" ADD CONSTRAINT "pages_blocks_pricing_table_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_table_locales" ADD CONSTRAINT "pages_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_job_openings_locales" ADD CONSTRAINT "pages_blocks_job_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study_cards_locales" ADD CONSTRAINT "pages_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_demo_videos_locales" ADD CONSTRAINT "pages_blocks_demo_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_demo_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_progress_locales" ADD CONSTRAINT "pages_blocks_campaign_progress_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_campaign_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block_locales" ADD CONSTRAINT "pages_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_school_finder_locales" ADD CONSTRAINT "pages_blocks_school_finder_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_school_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_translated_into" ADD CONSTRAINT "_pages_v_version_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links_locales" ADD CONSTRAINT "_pages_v_blocks_hero_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_links_locales" ADD CONSTRAINT "_pages_v_blocks_banner_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_locales" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_links_locales" ADD CONSTRAINT "_pages_v_blocks_card_grid_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_locales" ADD CONSTRAINT "_pages_v_blocks_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_items_locales" ADD CONSTRAINT "_pages_v_blocks_feature_list_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_links_locales" ADD CONSTRAINT "_pages_v_blocks_feature_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_locales" ADD CONSTRAINT "_pages_v_blocks_feature_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items_locales" ADD CONSTRAINT "_pages_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_locales" ADD CONSTRAINT "_pages_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_quotes_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_quotes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" ADD CONSTRAINT "_pages_v_blocks_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_locales" ADD CONSTRAINT "_pages_v_blocks_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logos_items_locales" ADD CONSTRAINT "_pages_v_blocks_logos_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logos_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logos_locales" ADD CONSTRAINT "_pages_v_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_links_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" ADD CONSTRAINT "_pages_v_blocks_faq_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_highlights_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_tabs_highlights_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_tabs_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_tier_links_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_tabs_tier_links_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_tabs_tier_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_links_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_tabs_links_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_tabs_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_discounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_discounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_services_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_table_locales" ADD CONSTRAINT "_pages_v_blocks_pricing_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_pricing_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_job_openings_locales" ADD CONSTRAINT "_pages_v_blocks_job_openings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_job_openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study_cards_locales" ADD CONSTRAINT "_pages_v_blocks_case_study_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_case_study_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_demo_videos_locales" ADD CONSTRAINT "_pages_v_blocks_demo_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_demo_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_progress_locales" ADD CONSTRAINT "_pages_v_blocks_campaign_progress_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_campaign_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block_locales" ADD CONSTRAINT "_pages_v_blocks_form_block_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form_block"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_school_finder_locales" ADD CONSTRAINT "_pages_v_blocks_school_finder_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_school_finder"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_tiers_features_locales" ADD CONSTRAINT "pricing_tiers_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_tiers_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_tiers_locales" ADD CONSTRAINT "pricing_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_tiers_v_version_features_locales" ADD CONSTRAINT "_pricing_tiers_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_tiers_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_tiers_v_locales" ADD CONSTRAINT "_pricing_tiers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_translated_into" ADD CONSTRAINT "case_studies_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_highlights_locales" ADD CONSTRAINT "case_studies_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_stats_locales" ADD CONSTRAINT "case_studies_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_sections_items_locales" ADD CONSTRAINT "case_studies_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_sections_locales" ADD CONSTRAINT "case_studies_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_quotes_locales" ADD CONSTRAINT "case_studies_quotes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_translated_into" ADD CONSTRAINT "_case_studies_v_version_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_highlights_locales" ADD CONSTRAINT "_case_studies_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_stats_locales" ADD CONSTRAINT "_case_studies_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_sections_items_locales" ADD CONSTRAINT "_case_studies_v_version_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_sections_locales" ADD CONSTRAINT "_case_studies_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_quotes_locales" ADD CONSTRAINT "_case_studies_v_version_quotes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_translated_into" ADD CONSTRAINT "jobs_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_responsibilities_locales" ADD CONSTRAINT "jobs_responsibilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_responsibilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_qualifications_locales" ADD CONSTRAINT "jobs_qualifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_qualifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_competencies_locales" ADD CONSTRAINT "jobs_competencies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_competencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_translated_into" ADD CONSTRAINT "_jobs_v_version_translated_into_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_responsibilities_locales" ADD CONSTRAINT "_jobs_v_version_responsibilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_responsibilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_qualifications_locales" ADD CONSTRAINT "_jobs_v_version_qualifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_qualifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_competencies_locales" ADD CONSTRAINT "_jobs_v_version_competencies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v_version_competencies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "demo_videos_locales" ADD CONSTRAINT "demo_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."demo_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_demo_videos_v_locales" ADD CONSTRAINT "_demo_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_demo_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_menus_items_locales" ADD CONSTRAINT "site_settings_menus_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_menus_locales" ADD CONSTRAINT "site_settings_menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_nav_links_locales" ADD CONSTRAINT "site_settings_nav_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_nav_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_links_locales" ADD CONSTRAINT "site_settings_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_columns_locales" ADD CONSTRAINT "site_settings_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_figures_locales" ADD CONSTRAINT "site_settings_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_translated_into_order_idx" ON "pages_translated_into" USING btree ("order");
  CREATE INDEX "pages_translated_into_parent_idx" ON "pages_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_links_locales_locale_parent_id_unique" ON "pages_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_banner_links_locales_locale_parent_id_unique" ON "pages_blocks_banner_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_card_grid_cards_locales_locale_parent_id_unique" ON "pages_blocks_card_grid_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_card_grid_links_locales_locale_parent_id_unique" ON "pages_blocks_card_grid_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_card_grid_locales_locale_parent_id_unique" ON "pages_blocks_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_list_items_locales_locale_parent_id_uni" ON "pages_blocks_feature_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_list_links_locales_locale_parent_id_uni" ON "pages_blocks_feature_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_feature_list_locales_locale_parent_id_unique" ON "pages_blocks_feature_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_items_locales_locale_parent_id_unique" ON "pages_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_locales_locale_parent_id_unique" ON "pages_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_links_locales_locale_parent_id_u" ON "pages_blocks_call_to_action_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_call_to_action_locales_locale_parent_id_unique" ON "pages_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_quotes_locales_locale_parent_id_un" ON "pages_blocks_testimonials_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_testimonials_locales_locale_parent_id_unique" ON "pages_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_steps_locales_locale_parent_id_unique" ON "pages_blocks_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_steps_locales_locale_parent_id_unique" ON "pages_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_logos_items_locales_locale_parent_id_unique" ON "pages_blocks_logos_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_logos_locales_locale_parent_id_unique" ON "pages_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_list_links_locales_locale_parent_id_unique" ON "pages_blocks_faq_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_faq_list_locales_locale_parent_id_unique" ON "pages_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_tabs_highlights_locales_locale_pa" ON "pages_blocks_pricing_table_tabs_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_tabs_tier_links_locales_locale_pa" ON "pages_blocks_pricing_table_tabs_tier_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_tabs_links_locales_locale_parent_" ON "pages_blocks_pricing_table_tabs_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_tabs_locales_locale_parent_id_uni" ON "pages_blocks_pricing_table_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_discounts_locales_locale_parent_i" ON "pages_blocks_pricing_table_discounts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_services_locales_locale_parent_id" ON "pages_blocks_pricing_table_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_pricing_table_locales_locale_parent_id_unique" ON "pages_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_job_openings_locales_locale_parent_id_unique" ON "pages_blocks_job_openings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_case_study_cards_locales_locale_parent_id_uniqu" ON "pages_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_demo_videos_locales_locale_parent_id_unique" ON "pages_blocks_demo_videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_campaign_progress_locales_locale_parent_id_uniq" ON "pages_blocks_campaign_progress_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_form_block_locales_locale_parent_id_unique" ON "pages_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_school_finder_locales_locale_parent_id_unique" ON "pages_blocks_school_finder_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_translated_into_order_idx" ON "_pages_v_version_translated_into" USING btree ("order");
  CREATE INDEX "_pages_v_version_translated_into_parent_idx" ON "_pages_v_version_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_links_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_links_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_grid_cards_locales_locale_parent_id_uni" ON "_pages_v_blocks_card_grid_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_grid_links_locales_locale_parent_id_uni" ON "_pages_v_blocks_card_grid_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_list_items_locales_locale_parent_id_" ON "_pages_v_blocks_feature_list_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_list_links_locales_locale_parent_id_" ON "_pages_v_blocks_feature_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_feature_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_links_locales_locale_parent_i" ON "_pages_v_blocks_call_to_action_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_locales_locale_parent_id_uniq" ON "_pages_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_quotes_locales_locale_parent_id" ON "_pages_v_blocks_testimonials_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_testimonials_locales_locale_parent_id_unique" ON "_pages_v_blocks_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_steps_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_steps_locales_locale_parent_id_unique" ON "_pages_v_blocks_steps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_logos_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_logos_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_logos_locales_locale_parent_id_unique" ON "_pages_v_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_links_locales_locale_parent_id_uniq" ON "_pages_v_blocks_faq_list_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_faq_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_list_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_tabs_highlights_locales_locale" ON "_pages_v_blocks_pricing_table_tabs_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_tabs_tier_links_locales_locale" ON "_pages_v_blocks_pricing_table_tabs_tier_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_tabs_links_locales_locale_pare" ON "_pages_v_blocks_pricing_table_tabs_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_tabs_locales_locale_parent_id_" ON "_pages_v_blocks_pricing_table_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_discounts_locales_locale_paren" ON "_pages_v_blocks_pricing_table_discounts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_services_locales_locale_parent" ON "_pages_v_blocks_pricing_table_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_pricing_table_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_pricing_table_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_job_openings_locales_locale_parent_id_unique" ON "_pages_v_blocks_job_openings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_case_study_cards_locales_locale_parent_id_un" ON "_pages_v_blocks_case_study_cards_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_demo_videos_locales_locale_parent_id_unique" ON "_pages_v_blocks_demo_videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_campaign_progress_locales_locale_parent_id_u" ON "_pages_v_blocks_campaign_progress_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_form_block_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_block_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_school_finder_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_school_finder_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pricing_tiers_features_locales_locale_parent_id_unique" ON "pricing_tiers_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pricing_tiers_locales_locale_parent_id_unique" ON "pricing_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pricing_tiers_v_version_features_locales_locale_parent_id_u" ON "_pricing_tiers_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pricing_tiers_v_locales_locale_parent_id_unique" ON "_pricing_tiers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_translated_into_order_idx" ON "case_studies_translated_into" USING btree ("order");
  CREATE INDEX "case_studies_translated_into_parent_idx" ON "case_studies_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "case_studies_highlights_locales_locale_parent_id_unique" ON "case_studies_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_stats_locales_locale_parent_id_unique" ON "case_studies_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_sections_items_locales_locale_parent_id_unique" ON "case_studies_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_sections_locales_locale_parent_id_unique" ON "case_studies_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_quotes_locales_locale_parent_id_unique" ON "case_studies_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_translated_into_order_idx" ON "_case_studies_v_version_translated_into" USING btree ("order");
  CREATE INDEX "_case_studies_v_version_translated_into_parent_idx" ON "_case_studies_v_version_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_highlights_locales_locale_parent_id_" ON "_case_studies_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_stats_locales_locale_parent_id_uniqu" ON "_case_studies_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_sections_items_locales_locale_parent" ON "_case_studies_v_version_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_sections_locales_locale_parent_id_un" ON "_case_studies_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_quotes_locales_locale_parent_id_uniq" ON "_case_studies_v_version_quotes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jobs_translated_into_order_idx" ON "jobs_translated_into" USING btree ("order");
  CREATE INDEX "jobs_translated_into_parent_idx" ON "jobs_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "jobs_responsibilities_locales_locale_parent_id_unique" ON "jobs_responsibilities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_qualifications_locales_locale_parent_id_unique" ON "jobs_qualifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_competencies_locales_locale_parent_id_unique" ON "jobs_competencies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_version_translated_into_order_idx" ON "_jobs_v_version_translated_into" USING btree ("order");
  CREATE INDEX "_jobs_v_version_translated_into_parent_idx" ON "_jobs_v_version_translated_into" USING btree ("parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_responsibilities_locales_locale_parent_id_un" ON "_jobs_v_version_responsibilities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_qualifications_locales_locale_parent_id_uniq" ON "_jobs_v_version_qualifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_version_competencies_locales_locale_parent_id_unique" ON "_jobs_v_version_competencies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "demo_videos_locales_locale_parent_id_unique" ON "demo_videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_demo_videos_v_locales_locale_parent_id_unique" ON "_demo_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_menus_items_locales_locale_parent_id_unique" ON "site_settings_menus_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_menus_locales_locale_parent_id_unique" ON "site_settings_menus_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_nav_links_locales_locale_parent_id_unique" ON "site_settings_nav_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_columns_links_locales_locale_parent_id_" ON "site_settings_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_columns_locales_locale_parent_id_unique" ON "site_settings_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_figures_locales_locale_parent_id_unique" ON "site_settings_figures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_tiers_v_snapshot_idx" ON "_pricing_tiers_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_tiers_v_published_locale_idx" ON "_pricing_tiers_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_demo_videos_v_snapshot_idx" ON "_demo_videos_v" USING btree ("snapshot");
  CREATE INDEX "_demo_videos_v_published_locale_idx" ON "_demo_videos_v" USING btree ("published_locale");
  ALTER TABLE "pages_blocks_hero_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "back_link_label";
  ALTER TABLE "pages_blocks_banner_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_banner" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_banner" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "eyebrow";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_card_grid_cards" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_card_grid_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_card_grid" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_card_grid" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_feature_list_items" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_feature_list_items" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_feature_list_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_feature_list" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_feature_list" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "value";
  ALTER TABLE "pages_blocks_stats_items" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_call_to_action_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_video" DROP COLUMN "caption";
  ALTER TABLE "pages_blocks_testimonials_quotes" DROP COLUMN "quote";
  ALTER TABLE "pages_blocks_testimonials_quotes" DROP COLUMN "role";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_steps_steps" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_steps_steps" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_steps" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_logos_items" DROP COLUMN "description";
  ALTER TABLE "pages_blocks_logos" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_logos" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_faq_list_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_faq_list" DROP COLUMN "note";
  ALTER TABLE "pages_blocks_pricing_table_tabs_highlights" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_pricing_table_tabs_tier_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_pricing_table_tabs_links" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_pricing_table_tabs" DROP COLUMN "label";
  ALTER TABLE "pages_blocks_pricing_table_tabs" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_pricing_table_tabs" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_pricing_table_discounts" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_pricing_table_discounts" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_pricing_table_services" DROP COLUMN "title";
  ALTER TABLE "pages_blocks_pricing_table_services" DROP COLUMN "text";
  ALTER TABLE "pages_blocks_pricing_table" DROP COLUMN "comparison_heading";
  ALTER TABLE "pages_blocks_pricing_table" DROP COLUMN "discounts_heading";
  ALTER TABLE "pages_blocks_pricing_table" DROP COLUMN "services_heading";
  ALTER TABLE "pages_blocks_job_openings" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_job_openings" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_job_openings" DROP COLUMN "empty_text";
  ALTER TABLE "pages_blocks_job_openings" DROP COLUMN "general_application_text";
  ALTER TABLE "pages_blocks_job_openings" DROP COLUMN "general_application_label";
  ALTER TABLE "pages_blocks_case_study_cards" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_case_study_cards" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_case_study_cards" DROP COLUMN "link_label";
  ALTER TABLE "pages_blocks_demo_videos" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_demo_videos" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_campaign_progress" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_campaign_progress" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_campaign_progress" DROP COLUMN "campaign_title";
  ALTER TABLE "pages_blocks_form_block" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_form_block" DROP COLUMN "intro";
  ALTER TABLE "pages_blocks_school_finder" DROP COLUMN "heading";
  ALTER TABLE "pages_blocks_school_finder" DROP COLUMN "intro";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_keywords";
  ALTER TABLE "_pages_v_blocks_hero_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "back_link_label";
  ALTER TABLE "_pages_v_blocks_banner_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_banner" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_banner" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "eyebrow";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_card_grid_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_card_grid" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_card_grid" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_feature_list_items" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_feature_list_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_feature_list_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_feature_list" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_feature_list" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "value";
  ALTER TABLE "_pages_v_blocks_stats_items" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_call_to_action_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_video" DROP COLUMN "caption";
  ALTER TABLE "_pages_v_blocks_testimonials_quotes" DROP COLUMN "quote";
  ALTER TABLE "_pages_v_blocks_testimonials_quotes" DROP COLUMN "role";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_steps_steps" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_steps_steps" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_steps" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_logos_items" DROP COLUMN "description";
  ALTER TABLE "_pages_v_blocks_logos" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_logos" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_faq_list_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_faq_list" DROP COLUMN "note";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_highlights" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_tier_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_links" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" DROP COLUMN "label";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_pricing_table_services" DROP COLUMN "title";
  ALTER TABLE "_pages_v_blocks_pricing_table_services" DROP COLUMN "text";
  ALTER TABLE "_pages_v_blocks_pricing_table" DROP COLUMN "comparison_heading";
  ALTER TABLE "_pages_v_blocks_pricing_table" DROP COLUMN "discounts_heading";
  ALTER TABLE "_pages_v_blocks_pricing_table" DROP COLUMN "services_heading";
  ALTER TABLE "_pages_v_blocks_job_openings" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_job_openings" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_job_openings" DROP COLUMN "empty_text";
  ALTER TABLE "_pages_v_blocks_job_openings" DROP COLUMN "general_application_text";
  ALTER TABLE "_pages_v_blocks_job_openings" DROP COLUMN "general_application_label";
  ALTER TABLE "_pages_v_blocks_case_study_cards" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_case_study_cards" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_case_study_cards" DROP COLUMN "link_label";
  ALTER TABLE "_pages_v_blocks_demo_videos" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_demo_videos" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_campaign_progress" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_campaign_progress" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_campaign_progress" DROP COLUMN "campaign_title";
  ALTER TABLE "_pages_v_blocks_form_block" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_form_block" DROP COLUMN "intro";
  ALTER TABLE "_pages_v_blocks_school_finder" DROP COLUMN "heading";
  ALTER TABLE "_pages_v_blocks_school_finder" DROP COLUMN "intro";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_keywords";
  ALTER TABLE "pricing_tiers_features" DROP COLUMN "name";
  ALTER TABLE "pricing_tiers" DROP COLUMN "name";
  ALTER TABLE "pricing_tiers" DROP COLUMN "price_unit";
  ALTER TABLE "pricing_tiers" DROP COLUMN "description";
  ALTER TABLE "_pricing_tiers_v_version_features" DROP COLUMN "name";
  ALTER TABLE "_pricing_tiers_v" DROP COLUMN "version_name";
  ALTER TABLE "_pricing_tiers_v" DROP COLUMN "version_price_unit";
  ALTER TABLE "_pricing_tiers_v" DROP COLUMN "version_description";
  ALTER TABLE "case_studies_highlights" DROP COLUMN "text";
  ALTER TABLE "case_studies_stats" DROP COLUMN "value";
  ALTER TABLE "case_studies_stats" DROP COLUMN "label";
  ALTER TABLE "case_studies_sections_items" DROP COLUMN "title";
  ALTER TABLE "case_studies_sections_items" DROP COLUMN "text";
  ALTER TABLE "case_studies_sections" DROP COLUMN "heading";
  ALTER TABLE "case_studies_sections" DROP COLUMN "body";
  ALTER TABLE "case_studies_quotes" DROP COLUMN "quote";
  ALTER TABLE "case_studies_quotes" DROP COLUMN "role";
  ALTER TABLE "case_studies" DROP COLUMN "title";
  ALTER TABLE "case_studies" DROP COLUMN "category";
  ALTER TABLE "case_studies" DROP COLUMN "description";
  ALTER TABLE "case_studies" DROP COLUMN "subtitle";
  ALTER TABLE "case_studies" DROP COLUMN "location";
  ALTER TABLE "case_studies" DROP COLUMN "video_title";
  ALTER TABLE "case_studies" DROP COLUMN "quotes_heading";
  ALTER TABLE "case_studies" DROP COLUMN "quotes_after";
  ALTER TABLE "case_studies" DROP COLUMN "meta_title";
  ALTER TABLE "case_studies" DROP COLUMN "meta_description";
  ALTER TABLE "case_studies" DROP COLUMN "meta_keywords";
  ALTER TABLE "_case_studies_v_version_highlights" DROP COLUMN "text";
  ALTER TABLE "_case_studies_v_version_stats" DROP COLUMN "value";
  ALTER TABLE "_case_studies_v_version_stats" DROP COLUMN "label";
  ALTER TABLE "_case_studies_v_version_sections_items" DROP COLUMN "title";
  ALTER TABLE "_case_studies_v_version_sections_items" DROP COLUMN "text";
  ALTER TABLE "_case_studies_v_version_sections" DROP COLUMN "heading";
  ALTER TABLE "_case_studies_v_version_sections" DROP COLUMN "body";
  ALTER TABLE "_case_studies_v_version_quotes" DROP COLUMN "quote";
  ALTER TABLE "_case_studies_v_version_quotes" DROP COLUMN "role";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_title";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_category";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_description";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_subtitle";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_location";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_video_title";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_quotes_heading";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_quotes_after";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_meta_keywords";
  ALTER TABLE "jobs_responsibilities" DROP COLUMN "item";
  ALTER TABLE "jobs_qualifications" DROP COLUMN "item";
  ALTER TABLE "jobs_competencies" DROP COLUMN "item";
  ALTER TABLE "jobs" DROP COLUMN "title";
  ALTER TABLE "jobs" DROP COLUMN "department";
  ALTER TABLE "jobs" DROP COLUMN "location";
  ALTER TABLE "jobs" DROP COLUMN "description";
  ALTER TABLE "_jobs_v_version_responsibilities" DROP COLUMN "item";
  ALTER TABLE "_jobs_v_version_qualifications" DROP COLUMN "item";
  ALTER TABLE "_jobs_v_version_competencies" DROP COLUMN "item";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_title";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_department";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_location";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_description";
  ALTER TABLE "faqs" DROP COLUMN "question";
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_question";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_answer";
  ALTER TABLE "demo_videos" DROP COLUMN "title";
  ALTER TABLE "demo_videos" DROP COLUMN "description";
  ALTER TABLE "_demo_videos_v" DROP COLUMN "version_title";
  ALTER TABLE "_demo_videos_v" DROP COLUMN "version_description";
  ALTER TABLE "site_settings_menus_items" DROP COLUMN "label";
  ALTER TABLE "site_settings_menus_items" DROP COLUMN "description";
  ALTER TABLE "site_settings_menus" DROP COLUMN "label";
  ALTER TABLE "site_settings_nav_links" DROP COLUMN "label";
  ALTER TABLE "site_settings_footer_columns_links" DROP COLUMN "label";
  ALTER TABLE "site_settings_footer_columns" DROP COLUMN "title";
  ALTER TABLE "site_settings_figures" DROP COLUMN "value";
  ALTER TABLE "site_settings_figures" DROP COLUMN "label";
  ALTER TABLE "site_settings" DROP COLUMN "tagline";
  ALTER TABLE "site_settings" DROP COLUMN "default_description";
  ALTER TABLE "site_settings" DROP COLUMN "default_keywords";
  ALTER TABLE "site_settings" DROP COLUMN "login_button_label";
  ALTER TABLE "site_settings" DROP COLUMN "demo_button_label";
  ALTER TABLE "site_settings" DROP COLUMN "activate_card_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_blurb";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_heading";
  ALTER TABLE "site_settings" DROP COLUMN "newsletter_text";`)
  await restoreAsEnglish(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logos_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_tabs_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_tabs_tier_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_tabs_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_discounts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_job_openings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_demo_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_campaign_progress_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_school_finder_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logos_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_tier_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_job_openings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_case_study_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_demo_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_campaign_progress_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_school_finder_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_tiers_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_tiers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_tiers_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_tiers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_quotes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_responsibilities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_qualifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_competencies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_translated_into" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_responsibilities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_qualifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_competencies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "demo_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_demo_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_menus_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_menus_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_nav_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_translated_into" CASCADE;
  DROP TABLE "pages_blocks_hero_links_locales" CASCADE;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_banner_links_locales" CASCADE;
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_card_grid_links_locales" CASCADE;
  DROP TABLE "pages_blocks_card_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_list_items_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_list_links_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_list_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_items_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_links_locales" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_quotes_locales" CASCADE;
  DROP TABLE "pages_blocks_testimonials_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_logos_items_locales" CASCADE;
  DROP TABLE "pages_blocks_logos_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_list_links_locales" CASCADE;
  DROP TABLE "pages_blocks_faq_list_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_tabs_highlights_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_tabs_tier_links_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_tabs_links_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_discounts_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_services_locales" CASCADE;
  DROP TABLE "pages_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "pages_blocks_job_openings_locales" CASCADE;
  DROP TABLE "pages_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_demo_videos_locales" CASCADE;
  DROP TABLE "pages_blocks_campaign_progress_locales" CASCADE;
  DROP TABLE "pages_blocks_form_block_locales" CASCADE;
  DROP TABLE "pages_blocks_school_finder_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_version_translated_into" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_quotes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_logos_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_logos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_tabs_highlights_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_tabs_tier_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_tabs_links_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_discounts_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_services_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_table_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_job_openings_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_case_study_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_demo_videos_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_campaign_progress_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_school_finder_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "pricing_tiers_features_locales" CASCADE;
  DROP TABLE "pricing_tiers_locales" CASCADE;
  DROP TABLE "_pricing_tiers_v_version_features_locales" CASCADE;
  DROP TABLE "_pricing_tiers_v_locales" CASCADE;
  DROP TABLE "case_studies_translated_into" CASCADE;
  DROP TABLE "case_studies_highlights_locales" CASCADE;
  DROP TABLE "case_studies_stats_locales" CASCADE;
  DROP TABLE "case_studies_sections_items_locales" CASCADE;
  DROP TABLE "case_studies_sections_locales" CASCADE;
  DROP TABLE "case_studies_quotes_locales" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_translated_into" CASCADE;
  DROP TABLE "_case_studies_v_version_highlights_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_stats_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_sections_items_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_sections_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_quotes_locales" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "jobs_translated_into" CASCADE;
  DROP TABLE "jobs_responsibilities_locales" CASCADE;
  DROP TABLE "jobs_qualifications_locales" CASCADE;
  DROP TABLE "jobs_competencies_locales" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v_version_translated_into" CASCADE;
  DROP TABLE "_jobs_v_version_responsibilities_locales" CASCADE;
  DROP TABLE "_jobs_v_version_qualifications_locales" CASCADE;
  DROP TABLE "_jobs_v_version_competencies_locales" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "demo_videos_locales" CASCADE;
  DROP TABLE "_demo_videos_v_locales" CASCADE;
  DROP TABLE "site_settings_menus_items_locales" CASCADE;
  DROP TABLE "site_settings_menus_locales" CASCADE;
  DROP TABLE "site_settings_nav_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_columns_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_columns_locales" CASCADE;
  DROP TABLE "site_settings_figures_locales" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_pricing_tiers_v_snapshot_idx";
  DROP INDEX "_pricing_tiers_v_published_locale_idx";
  DROP INDEX "_case_studies_v_snapshot_idx";
  DROP INDEX "_case_studies_v_published_locale_idx";
  DROP INDEX "_jobs_v_snapshot_idx";
  DROP INDEX "_jobs_v_published_locale_idx";
  DROP INDEX "_faqs_v_snapshot_idx";
  DROP INDEX "_faqs_v_published_locale_idx";
  DROP INDEX "_demo_videos_v_snapshot_idx";
  DROP INDEX "_demo_videos_v_published_locale_idx";
  ALTER TABLE "pages_blocks_hero_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "back_link_label" varchar;
  ALTER TABLE "pages_blocks_banner_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_banner" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_blocks_card_grid_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_card_grid" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_card_grid" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_feature_list_items" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_feature_list_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_feature_list_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_feature_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_feature_list" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "value" varchar;
  ALTER TABLE "pages_blocks_stats_items" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_video" ADD COLUMN "caption" varchar;
  ALTER TABLE "pages_blocks_testimonials_quotes" ADD COLUMN "quote" varchar;
  ALTER TABLE "pages_blocks_testimonials_quotes" ADD COLUMN "role" varchar;
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_steps_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_steps_steps" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_steps" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_logos_items" ADD COLUMN "description" varchar;
  ALTER TABLE "pages_blocks_logos" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_logos" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_faq_list_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_faq_list" ADD COLUMN "note" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs_tier_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs_links" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_pricing_table_tabs" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_pricing_table_discounts" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_pricing_table_discounts" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_pricing_table_services" ADD COLUMN "title" varchar;
  ALTER TABLE "pages_blocks_pricing_table_services" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_blocks_pricing_table" ADD COLUMN "comparison_heading" varchar DEFAULT 'Compare plans';
  ALTER TABLE "pages_blocks_pricing_table" ADD COLUMN "discounts_heading" varchar DEFAULT 'Discounts';
  ALTER TABLE "pages_blocks_pricing_table" ADD COLUMN "services_heading" varchar DEFAULT 'Professional services';
  ALTER TABLE "pages_blocks_job_openings" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_job_openings" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_job_openings" ADD COLUMN "empty_text" varchar DEFAULT 'There are no open positions right now.';
  ALTER TABLE "pages_blocks_job_openings" ADD COLUMN "general_application_text" varchar;
  ALTER TABLE "pages_blocks_job_openings" ADD COLUMN "general_application_label" varchar DEFAULT 'Submit General Application';
  ALTER TABLE "pages_blocks_case_study_cards" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_case_study_cards" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_case_study_cards" ADD COLUMN "link_label" varchar DEFAULT 'Read the story';
  ALTER TABLE "pages_blocks_demo_videos" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_demo_videos" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_campaign_progress" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_campaign_progress" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_campaign_progress" ADD COLUMN "campaign_title" varchar;
  ALTER TABLE "pages_blocks_form_block" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_form_block" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages_blocks_school_finder" ADD COLUMN "heading" varchar;
  ALTER TABLE "pages_blocks_school_finder" ADD COLUMN "intro" varchar;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_keywords" varchar;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "back_link_label" varchar;
  ALTER TABLE "_pages_v_blocks_banner_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_banner" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_banner" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_feature_list_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_feature_list_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_feature_list_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_feature_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_feature_list" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_video" ADD COLUMN "caption" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_quotes" ADD COLUMN "quote" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials_quotes" ADD COLUMN "role" varchar;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_steps_steps" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_steps_steps" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_steps" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_logos_items" ADD COLUMN "description" varchar;
  ALTER TABLE "_pages_v_blocks_logos" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_logos" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD COLUMN "note" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_tier_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs_links" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_tabs" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_discounts" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_services" ADD COLUMN "title" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table_services" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_blocks_pricing_table" ADD COLUMN "comparison_heading" varchar DEFAULT 'Compare plans';
  ALTER TABLE "_pages_v_blocks_pricing_table" ADD COLUMN "discounts_heading" varchar DEFAULT 'Discounts';
  ALTER TABLE "_pages_v_blocks_pricing_table" ADD COLUMN "services_heading" varchar DEFAULT 'Professional services';
  ALTER TABLE "_pages_v_blocks_job_openings" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_job_openings" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_job_openings" ADD COLUMN "empty_text" varchar DEFAULT 'There are no open positions right now.';
  ALTER TABLE "_pages_v_blocks_job_openings" ADD COLUMN "general_application_text" varchar;
  ALTER TABLE "_pages_v_blocks_job_openings" ADD COLUMN "general_application_label" varchar DEFAULT 'Submit General Application';
  ALTER TABLE "_pages_v_blocks_case_study_cards" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_case_study_cards" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_case_study_cards" ADD COLUMN "link_label" varchar DEFAULT 'Read the story';
  ALTER TABLE "_pages_v_blocks_demo_videos" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_demo_videos" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_campaign_progress" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_campaign_progress" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_campaign_progress" ADD COLUMN "campaign_title" varchar;
  ALTER TABLE "_pages_v_blocks_form_block" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_form_block" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v_blocks_school_finder" ADD COLUMN "heading" varchar;
  ALTER TABLE "_pages_v_blocks_school_finder" ADD COLUMN "intro" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_keywords" varchar;
  ALTER TABLE "pricing_tiers_features" ADD COLUMN "name" varchar;
  ALTER TABLE "pricing_tiers" ADD COLUMN "name" varchar;
  ALTER TABLE "pricing_tiers" ADD COLUMN "price_unit" varchar DEFAULT 'per student / month';
  ALTER TABLE "pricing_tiers" ADD COLUMN "description" varchar;
  ALTER TABLE "_pricing_tiers_v_version_features" ADD COLUMN "name" varchar;
  ALTER TABLE "_pricing_tiers_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_pricing_tiers_v" ADD COLUMN "version_price_unit" varchar DEFAULT 'per student / month';
  ALTER TABLE "_pricing_tiers_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "case_studies_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "case_studies_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "case_studies_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "case_studies_sections_items" ADD COLUMN "title" varchar;
  ALTER TABLE "case_studies_sections_items" ADD COLUMN "text" varchar;
  ALTER TABLE "case_studies_sections" ADD COLUMN "heading" varchar;
  ALTER TABLE "case_studies_sections" ADD COLUMN "body" varchar;
  ALTER TABLE "case_studies_quotes" ADD COLUMN "quote" varchar;
  ALTER TABLE "case_studies_quotes" ADD COLUMN "role" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "title" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "category" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "description" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "location" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "video_title" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "quotes_heading" varchar DEFAULT 'Testimonials';
  ALTER TABLE "case_studies" ADD COLUMN "quotes_after" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "meta_keywords" varchar;
  ALTER TABLE "_case_studies_v_version_highlights" ADD COLUMN "text" varchar;
  ALTER TABLE "_case_studies_v_version_stats" ADD COLUMN "value" varchar;
  ALTER TABLE "_case_studies_v_version_stats" ADD COLUMN "label" varchar;
  ALTER TABLE "_case_studies_v_version_sections_items" ADD COLUMN "title" varchar;
  ALTER TABLE "_case_studies_v_version_sections_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_case_studies_v_version_sections" ADD COLUMN "heading" varchar;
  ALTER TABLE "_case_studies_v_version_sections" ADD COLUMN "body" varchar;
  ALTER TABLE "_case_studies_v_version_quotes" ADD COLUMN "quote" varchar;
  ALTER TABLE "_case_studies_v_version_quotes" ADD COLUMN "role" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_category" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_subtitle" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_video_title" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_quotes_heading" varchar DEFAULT 'Testimonials';
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_quotes_after" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_meta_keywords" varchar;
  ALTER TABLE "jobs_responsibilities" ADD COLUMN "item" varchar;
  ALTER TABLE "jobs_qualifications" ADD COLUMN "item" varchar;
  ALTER TABLE "jobs_competencies" ADD COLUMN "item" varchar;
  ALTER TABLE "jobs" ADD COLUMN "title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "department" varchar;
  ALTER TABLE "jobs" ADD COLUMN "location" varchar;
  ALTER TABLE "jobs" ADD COLUMN "description" varchar;
  ALTER TABLE "_jobs_v_version_responsibilities" ADD COLUMN "item" varchar;
  ALTER TABLE "_jobs_v_version_qualifications" ADD COLUMN "item" varchar;
  ALTER TABLE "_jobs_v_version_competencies" ADD COLUMN "item" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_department" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "faqs" ADD COLUMN "question" varchar;
  ALTER TABLE "faqs" ADD COLUMN "answer" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_question" varchar;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_answer" varchar;
  ALTER TABLE "demo_videos" ADD COLUMN "title" varchar;
  ALTER TABLE "demo_videos" ADD COLUMN "description" varchar;
  ALTER TABLE "_demo_videos_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_demo_videos_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "site_settings_menus_items" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "site_settings_menus_items" ADD COLUMN "description" varchar;
  ALTER TABLE "site_settings_menus" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "site_settings_nav_links" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "site_settings_footer_columns_links" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "site_settings_footer_columns" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "site_settings_figures" ADD COLUMN "value" varchar NOT NULL;
  ALTER TABLE "site_settings_figures" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "tagline" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "default_description" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "default_keywords" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "login_button_label" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "demo_button_label" varchar NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "activate_card_label" varchar DEFAULT 'Activate Card' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_blurb" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_heading" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "newsletter_text" varchar;
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pricing_tiers_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pricing_tiers_v" DROP COLUMN "published_locale";
  ALTER TABLE "_case_studies_v" DROP COLUMN "snapshot";
  ALTER TABLE "_case_studies_v" DROP COLUMN "published_locale";
  ALTER TABLE "_jobs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_jobs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_faqs_v" DROP COLUMN "snapshot";
  ALTER TABLE "_faqs_v" DROP COLUMN "published_locale";
  ALTER TABLE "_demo_videos_v" DROP COLUMN "snapshot";
  ALTER TABLE "_demo_videos_v" DROP COLUMN "published_locale";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "language";
  ALTER TABLE "demo_requests" DROP COLUMN "language";
  ALTER TABLE "quote_requests" DROP COLUMN "language";
  ALTER TABLE "contact_messages" DROP COLUMN "language";
  ALTER TABLE "recovery_applications" DROP COLUMN "language";
  ALTER TABLE "_recovery_applications_v" DROP COLUMN "version_language";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_translated_into";
  DROP TYPE "public"."enum__pages_v_version_translated_into";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__pricing_tiers_v_published_locale";
  DROP TYPE "public"."enum_case_studies_translated_into";
  DROP TYPE "public"."enum__case_studies_v_version_translated_into";
  DROP TYPE "public"."enum__case_studies_v_published_locale";
  DROP TYPE "public"."enum_jobs_translated_into";
  DROP TYPE "public"."enum__jobs_v_version_translated_into";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum__demo_videos_v_published_locale";
  DROP TYPE "public"."enum_newsletter_subscribers_language";
  DROP TYPE "public"."enum_demo_requests_language";
  DROP TYPE "public"."enum_quote_requests_language";
  DROP TYPE "public"."enum_contact_messages_language";
  DROP TYPE "public"."enum_recovery_applications_language";
  DROP TYPE "public"."enum__recovery_applications_v_version_language";`)
}
