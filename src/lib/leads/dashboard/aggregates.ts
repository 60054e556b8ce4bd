import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { LEAD_FORM_NAMES, type LeadForm } from '@/lib/leads/forms'
import { addDays, weeksOf, type LeadFilters } from './filters'

/** Each form's table (Payload names a collection's table after its slug). */
export const LEAD_TABLES: Record<LeadForm, string> = {
  newsletter: 'newsletter_subscribers',
  demo: 'demo_requests',
  quote: 'quote_requests',
  contact: 'contact_messages',
  recovery: 'recovery_applications',
}

export const TOP_COUNT = 10
/** A lead with neither a UTM source nor another site's referrer. */
export const DIRECT = 'direct'
/** A lead stored without a landing page (sent before sources were recorded). */
export const NOT_RECORDED = '(not recorded)'

/** A week (its Monday) and its leads by form; forms left out by the filter count 0. */
export type WeekRow = { week: string; counts: Record<LeadForm, number>; total: number }
export type Ranked = { name: string; leads: number }
export type LeadsDashboard = { forms: LeadForm[]; weeks: WeekRow[]; sources: Ranked[]; landingPages: Ranked[]; total: number }

/**
 * The leads of the chosen forms in the range, one row each with what the dashboard groups by:
 * every form's table, read under its `created_at` index, in one UNION ALL.
 */
function leadsIn(forms: LeadForm[], { from, to }: LeadFilters) {
  const start = `${from}T00:00:00Z`
  const end = `${addDays(to, 1)}T00:00:00Z`
  return sql.join(
    forms.map(
      (form) => sql`
        SELECT ${form}::text AS form, created_at, source_utm_source AS utm_source, source_referrer AS referrer, source_landing_page AS landing_page
        FROM ${sql.identifier(LEAD_TABLES[form])}
        WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`,
    ),
    sql` UNION ALL `,
  )
}

// UTM source, else the referrer's host (the referrer is an origin: scheme, host, maybe a port).
const SOURCE = sql`coalesce(
  nullif(btrim(utm_source), ''),
  nullif(lower(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)')), ''),
  ${DIRECT})`
// The landing page's path: its query (UTM values, ad click ids) would split one page into many.
const LANDING_PAGE = sql`coalesce(nullif(split_part(split_part(landing_page, '#', 1), '?', 1), ''), ${NOT_RECORDED})`

/**
 * The dashboard's three aggregates for the filters, counted by PostgreSQL: leads per week and
 * form (every week of the range, 0 where none came), and the top sources and landing pages.
 * Weeks start on Monday, in UTC.
 */
export async function readLeadsDashboard(payload: Payload, filters: LeadFilters): Promise<LeadsDashboard> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const forms = filters.form ? [filters.form] : LEAD_FORM_NAMES
  const leads = leadsIn(forms, filters)
  const [perWeek, sources, landingPages] = await Promise.all([
    drizzle.execute<{ week: string; form: LeadForm; leads: number }>(sql`
      WITH leads AS (${leads}),
      counted AS (
        SELECT form, date_trunc('week', created_at AT TIME ZONE 'UTC') AS week, count(*)::int AS leads
        FROM leads GROUP BY 1, 2
      )
      SELECT to_char(week.start, 'YYYY-MM-DD') AS week, forms.form, coalesce(counted.leads, 0) AS leads
      FROM generate_series(date_trunc('week', ${filters.from}::timestamp), ${filters.to}::timestamp, interval '1 week') AS week(start)
      CROSS JOIN (VALUES ${sql.join(forms.map((form) => sql`(${form}::text)`), sql`, `)}) AS forms(form)
      LEFT JOIN counted ON counted.week = week.start AND counted.form = forms.form
      ORDER BY week.start`),
    drizzle.execute<Ranked>(sql`
      WITH leads AS (${leads})
      SELECT ${SOURCE} AS name, count(*)::int AS leads FROM leads
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_COUNT}`),
    drizzle.execute<Ranked>(sql`
      WITH leads AS (${leads})
      SELECT ${LANDING_PAGE} AS name, count(*)::int AS leads FROM leads
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_COUNT}`),
  ])
  const weeks = weeksOf(filters).map((week): WeekRow => {
    const counts = Object.fromEntries(LEAD_FORM_NAMES.map((form) => [form, 0])) as Record<LeadForm, number>
    for (const row of perWeek.rows) if (row.week === week) counts[row.form] = row.leads
    return { week, counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) }
  })
  return {
    forms,
    weeks,
    sources: sources.rows,
    landingPages: landingPages.rows,
    total: weeks.reduce((sum, week) => sum + week.total, 0),
  }
}
