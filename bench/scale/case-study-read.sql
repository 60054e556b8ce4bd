-- Payload's read of one published case study (depth 1, English), as it sent it at 100× (bench/scale/run.ts EXPLAINs it).
select "case_studies"."id", "case_studies"."slug", "case_studies"."order", "case_studies"."printable", "case_studies"."video_video_id", "case_studies"."meta_image_id", "case_studies"."search_text", "case_studies"."updated_at", "case_studies"."created_at", "case_studies"."_status", "case_studies_translatedInto"."data" as "translatedInto", "case_studies_highlights"."data" as "highlights", "case_studies_stats"."data" as "stats", "case_studies_sections"."data" as "sections", "case_studies_quotes"."data" as "quotes", "case_studies__locales"."data" as "_locales" 
from "case_studies" "case_studies" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_translatedInto"."value") order by "case_studies_translatedInto"."order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_translated_into" "case_studies_translatedInto" 
where "case_studies_translatedInto"."parent_id" = "case_studies"."id" order by "case_studies_translatedInto"."order" asc) "case_studies_translatedInto") "case_studies_translatedInto" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_highlights"."_order", "case_studies_highlights"."id", "case_studies_highlights__locales"."data") order by "case_studies_highlights"."_order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_highlights" "case_studies_highlights" 
where "case_studies_highlights"."_parent_id" = "case_studies"."id" order by "case_studies_highlights"."_order" asc) "case_studies_highlights" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_highlights__locales"."text", "case_studies_highlights__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_highlights_locales" "case_studies_highlights__locales" 
where "case_studies_highlights__locales"."_parent_id" = "case_studies_highlights"."id") "case_studies_highlights__locales" on true) "case_studies_highlights" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_stats"."_order", "case_studies_stats"."id", "case_studies_stats__locales"."data") order by "case_studies_stats"."_order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_stats" "case_studies_stats" 
where "case_studies_stats"."_parent_id" = "case_studies"."id" order by "case_studies_stats"."_order" asc) "case_studies_stats" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_stats__locales"."value", "case_studies_stats__locales"."label", "case_studies_stats__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_stats_locales" "case_studies_stats__locales" 
where "case_studies_stats__locales"."_parent_id" = "case_studies_stats"."id") "case_studies_stats__locales" on true) "case_studies_stats" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_sections"."_order", "case_studies_sections"."id", "case_studies_sections"."style", "case_studies_sections__locales"."data", "case_studies_sections_items"."data") order by "case_studies_sections"."_order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_sections" "case_studies_sections" 
where "case_studies_sections"."_parent_id" = "case_studies"."id" order by "case_studies_sections"."_order" asc) "case_studies_sections" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_sections__locales"."heading", "case_studies_sections__locales"."body", "case_studies_sections__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_sections_locales" "case_studies_sections__locales" 
where "case_studies_sections__locales"."_parent_id" = "case_studies_sections"."id") "case_studies_sections__locales" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_sections_items"."_order", "case_studies_sections_items"."id", "case_studies_sections_items__locales"."data") order by "case_studies_sections_items"."_order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_sections_items" "case_studies_sections_items" 
where "case_studies_sections_items"."_parent_id" = "case_studies_sections"."id" order by "case_studies_sections_items"."_order" asc) "case_studies_sections_items" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_sections_items__locales"."title", "case_studies_sections_items__locales"."text", "case_studies_sections_items__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_sections_items_locales" "case_studies_sections_items__locales" 
where "case_studies_sections_items__locales"."_parent_id" = "case_studies_sections_items"."id") "case_studies_sections_items__locales" on true) "case_studies_sections_items" on true) "case_studies_sections" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_quotes"."_order", "case_studies_quotes"."id", "case_studies_quotes"."name", "case_studies_quotes__locales"."data") order by "case_studies_quotes"."_order" asc), '[]'::json) as "data" 
from (select * 
from "case_studies_quotes" "case_studies_quotes" 
where "case_studies_quotes"."_parent_id" = "case_studies"."id" order by "case_studies_quotes"."_order" asc) "case_studies_quotes" 
left join lateral (select coalesce(json_agg(json_build_array("case_studies_quotes__locales"."quote", "case_studies_quotes__locales"."role", "case_studies_quotes__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_quotes_locales" "case_studies_quotes__locales" 
where "case_studies_quotes__locales"."_parent_id" = "case_studies_quotes"."id") "case_studies_quotes__locales" on true) "case_studies_quotes" on true 
left join lateral (select coalesce(json_agg(json_build_array("case_studies__locales"."title", "case_studies__locales"."category", "case_studies__locales"."description", "case_studies__locales"."subtitle", "case_studies__locales"."location", "case_studies__locales"."video_title", "case_studies__locales"."quotes_heading", "case_studies__locales"."quotes_after", "case_studies__locales"."meta_title", "case_studies__locales"."meta_description", "case_studies__locales"."meta_keywords", "case_studies__locales"."_locale")), '[]'::json) as "data" 
from "case_studies_locales" "case_studies__locales" 
where "case_studies__locales"."_parent_id" = "case_studies"."id") "case_studies__locales" on true 
where ("case_studies"."slug" = 'scale-study-501' and "case_studies"."_status" = 'published') order by "case_studies"."order" asc, "case_studies"."created_at" desc limit 1
