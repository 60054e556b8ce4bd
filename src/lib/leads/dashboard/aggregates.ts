import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { LEAD_FORM_NAMES, type LeadForm } from '@/lib/leads/forms'
import { addDays, weeksOf, type DashboardForm, type LeadFilters } from './filters'

/** Each form's table (Payload names a collection's table after its slug). */
export const LEAD_TABLES: Record<LeadForm, string> = {
  newsletter: 'newsletter_subscribers',
  demo: 'demo_requests',
  quote: 'quote_requests',
  contact: 'contact_messages',
  recovery: 'recovery_applications',
  documentRequest: 'document_requests',
}

export const TOP_COUNT = 10
/** A lead with neither a UTM source nor another site's referrer. */
export const DIRECT = 'direct'
/** A lead stored without a landing page (sent before sources were recorded). */
export const NOT_RECORDED = '(not recorded)'

/** A week (its Monday) and its leads by form; forms left out by the filter count 0. */
export type WeekRow = { week: string; counts: Record<DashboardForm, number>; total: number }
export type Ranked = { name: string; leads: number }
export type LeadsDashboard = {
  forms: DashboardForm[]
  weeks: WeekRow[]
  sources: Ranked[]
  landingPages: Ranked[]
  total: number
}

const isLeadForm = (form: DashboardForm): form is LeadForm =>
  (LEAD_FORM_NAMES as string[]).includes(form)

/**
 * The names of the forms marketers built: every form's, and any a submission was sent under (a
 * form renamed since). The submissions' names are read by skipping from one name to the next in
 * the form-name index, a step per name, never a read of every submission.
 */
export async function readBuiltFormNames(payload: Payload): Promise<string[]> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{ name: string }>(sql`
    WITH RECURSIVE sent(name) AS (
      SELECT min(form_name) FROM form_submissions
      UNION ALL
      SELECT (SELECT min(form_name) FROM form_submissions WHERE form_name > sent.name) FROM sent WHERE sent.name IS NOT NULL
    )
    SELECT name FROM forms UNION SELECT name FROM sent WHERE name IS NOT NULL ORDER BY 1`)
  return rows.map((row) => row.name)
}

/**
 * The leads of the chosen forms in the range, one row each with what the dashboard groups by:
 * every form's table, read under its `created_at` index, in one UNION ALL.
 */
function leadsIn(forms: DashboardForm[], { from, to }: LeadFilters) {
  const start = `${from}T00:00:00Z`
  const end = `${addDays(to, 1)}T00:00:00Z`
  const columns = sql`created_at, source_utm_source AS utm_source, source_referrer AS referrer, source_landing_page AS landing_page`
  const inRange = sql`created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`
  const built = forms.filter((form) => !isLeadForm(form))
  const selects = forms
    .filter(isLeadForm)
    .map(
      (form) =>
        sql`SELECT ${form}::text AS form, ${columns} FROM ${sql.identifier(LEAD_TABLES[form])} WHERE ${inRange}`,
    )
  // Every built form's submissions are one table's rows, each under its form's name.
  if (built.length) {
    selects.push(sql`SELECT form_name AS form, ${columns} FROM form_submissions
      WHERE form_name IN (${sql.join(
        built.map((form) => sql`${form}`),
        sql`, `,
      )}) AND ${inRange}`)
  }
  return sql.join(selects, sql` UNION ALL `)
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
export async function readLeadsDashboard(
  payload: Payload,
  filters: LeadFilters,
  builtForms: readonly string[] = [],
): Promise<LeadsDashboard> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const forms = filters.form ? [filters.form] : [...LEAD_FORM_NAMES, ...builtForms]
  const leads = leadsIn(forms, filters)
  const [perWeek, sources, landingPages] = await Promise.all([
    drizzle.execute<{ week: string; form: DashboardForm; leads: number }>(sql`
      WITH leads AS (${leads}),
      counted AS (
        SELECT form, date_trunc('week', created_at AT TIME ZONE 'UTC') AS week, count(*)::int AS leads
        FROM leads GROUP BY 1, 2
      )
      SELECT to_char(week.start, 'YYYY-MM-DD') AS week, forms.form, coalesce(counted.leads, 0) AS leads
      FROM generate_series(date_trunc('week', ${filters.from}::timestamp), ${filters.to}::timestamp, interval '1 week') AS week(start)
      CROSS JOIN (VALUES ${sql.join(
        forms.map((form) => sql`(${form}::text)`),
        sql`, `,
      )}) AS forms(form)
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
    const counts = Object.fromEntries(
      [...new Set([...LEAD_FORM_NAMES, ...forms])].map((form) => [form, 0]),
    ) as Record<DashboardForm, number>
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
