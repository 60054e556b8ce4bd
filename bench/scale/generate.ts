/**
 * The scale bench's data: a seeded database grown to a multiple of the site the table
 * describes at 100×, straight in SQL (generate_series and copies of seeded rows): the forms' and
 * hooks' way would take hours at a million rows. Each generated document is a copy of a seeded one
 * with every row of its tables (blocks, locales, relations), under a new address.
 */
import pg from 'pg'
import { CASE_ID_ALPHABET, CASE_ID_LENGTH } from '../../src/lib/caseId'

/** Rows at 100×; a scale of s stores s/100 of each (1× is the seed plus one percent). */
export const AT_100X = {
  pages: 5_000,
  caseStudies: 1_000,
  faqs: 2_000,
  jobs: 300,
  builtSubmissions: 400_000,
  demoRequests: 250_000,
  quoteRequests: 150_000,
  contactMessages: 200_000,
  newsletterSubscribers: 200_000,
  recoveryApplications: 20_000,
  documentRequests: 25_000,
  documentDownloads: 25_000,
}

export type Generated = Record<keyof typeof AT_100X, number>

export const rowsAt = (scale: number): Generated =>
  Object.fromEntries(
    Object.entries(AT_100X).map(([key, rows]) => [key, Math.round((rows * scale) / 100)]),
  ) as Generated

type Column = { name: string; type: string; generated: boolean }

async function columnsOf(db: pg.Client, table: string): Promise<Column[]> {
  const { rows } = await db.query<{ column_name: string; data_type: string; is_generated: string }>(
    `SELECT column_name, data_type, is_generated FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )
  return rows.map((row) => ({
    name: row.column_name,
    type: row.data_type,
    generated: row.is_generated === 'ALWAYS',
  }))
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * `count` copies of one document of `table` (and of every row of its `table_*` tables), the
 * copy `g` with the values `overrides` gives (SQL over `src` and `g`). Version tables are left out:
 * visitors read the published rows. Returns the new ids, in `g` order.
 */
async function copyDocument(
  db: pg.Client,
  table: string,
  sourceId: number,
  count: number,
  overrides: Record<string, string>,
): Promise<number[]> {
  if (count === 0) return []
  const columns = (await columnsOf(db, table)).filter(
    (column) => column.name !== 'id' && !column.generated,
  )
  const {
    rows: [{ base }],
  } = await db.query<{ base: number }>(
    `SELECT coalesce(max(id), 0) + 1 AS base FROM ${quote(table)}`,
  )
  const values = columns.map((column) => overrides[column.name] ?? `src.${quote(column.name)}`)
  await db.query(
    `INSERT INTO ${quote(table)} (id, ${columns.map((column) => quote(column.name)).join(', ')})
     SELECT ${base} + g - 1, ${values.join(', ')} FROM ${quote(table)} src, generate_series(1, ${count}) g WHERE src.id = ${sourceId}`,
  )
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${quote(table)}))`,
  )
  const { rows: children } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name LIKE $1 ORDER BY length(table_name), table_name`,
    [`${table.replace(/_/g, '\\_')}\\_%`],
  )
  // Source ids of the copied rows whose own rows (a block's links, its locales) hang below them.
  await db.query(`CREATE TEMP TABLE IF NOT EXISTS copied_ids (id varchar PRIMARY KEY)`)
  await db.query(`TRUNCATE copied_ids`)
  const suffix = `'-c${base}-' || g`
  for (const { table_name: child } of children) {
    const childColumns = (await columnsOf(db, child)).filter((column) => !column.generated)
    const idColumn = childColumns.find((column) => column.name === 'id')
    const textId = idColumn?.type === 'character varying'
    const parent = childColumns.find(
      (column) => column.name === '_parent_id' || column.name === 'parent_id',
    )
    if (!parent) continue
    const byDocument = parent.type === 'integer'
    const insertColumns = childColumns.filter((column) => column.name !== 'id' || textId)
    const select = insertColumns.map((column) => {
      if (column.name === 'id') return `c.id || ${suffix}`
      if (column === parent)
        return byDocument ? `${base} + g - 1` : `c.${quote(column.name)} || ${suffix}`
      return `c.${quote(column.name)}`
    })
    const where = byDocument
      ? `c.${quote(parent.name)} = ${sourceId}`
      : `c.${quote(parent.name)} IN (SELECT id FROM copied_ids)`
    await db.query(
      `INSERT INTO ${quote(child)} (${insertColumns.map((column) => quote(column.name)).join(', ')})
       SELECT ${select.join(', ')} FROM ${quote(child)} c, generate_series(1, ${count}) g WHERE ${where}`,
    )
    if (textId)
      await db.query(
        `INSERT INTO copied_ids SELECT c.id FROM ${quote(child)} c WHERE ${where} ON CONFLICT DO NOTHING`,
      )
  }
  return Array.from({ length: count }, (_, n) => base + n)
}

/** The site search's rows of a copied document, under its new address (what the hooks would index). */
async function copySearchRows(
  db: pg.Client,
  kind: string,
  sourceId: number,
  ids: number[],
  from: string,
  to: (g: string) => string,
) {
  if (!ids.length) return
  await db.query(
    `INSERT INTO site_search (kind, doc_id, locale, title, url, body, config${await hasRankVector(db)})
     SELECT s.kind, ${ids[0]} + g - 1, s.locale, s.title, replace(s.url, '${from}', ${to('g')}), s.body, s.config${(await hasRankVector(db)) ? ', s.rank_vector' : ''}
     FROM site_search s, generate_series(1, ${ids.length}) g WHERE s.kind = $1 AND s.doc_id = $2`,
    [kind, sourceId],
  )
}

let rankVector: boolean | undefined
async function hasRankVector(db: pg.Client): Promise<string> {
  rankVector ??= (await columnsOf(db, 'site_search')).some(
    (column) => column.name === 'rank_vector' && !column.generated,
  )
  return rankVector ? ', rank_vector' : ''
}

async function idOf(db: pg.Client, sql: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql)
  if (!rows[0]) throw new Error(`the seed has no row for: ${sql}`)
  return rows[0].id
}

// Spread over ten years before now, the older years holding more (the square root of a uniform
// draw leans towards 1, the oldest end): a retention night erases most at this scale.
const CREATED = `now() - (sqrt(random()) * interval '3650 days')`

/**
 * A generated application's school and case ID, unique per `g` and the same at every scale, so a
 * search for one school finds one at 1× as at 100×. The name keeps "Generated School g" (a search
 * for its start still matches what it did) and ends in a made-up district of three syllables; the
 * case ID has the site's form (src/lib/caseId.ts). Each is `g` through a bijection (an affine map
 * modulo the number of possible names or codes), written in its alphabet's digits.
 */
const SCHOOL_NAME = `'Generated School ' || g || ', ' || (SELECT initcap(string_agg(substr('bdkmnprstv', d / 5 + 1, 1) || substr('aeiou', d % 5 + 1, 1), '' ORDER BY i)) FROM generate_series(0, 2) i, LATERAL (SELECT (g * 7919 % 125000) / (50 ^ i)::int % 50 AS d) digit)`
const BASE = CASE_ID_ALPHABET.length
const CASE_ID = `'RA-' || extract(year FROM t)::int || '-' || (SELECT string_agg(substr('${CASE_ID_ALPHABET}', (c / (${BASE} ^ i)::bigint % ${BASE})::int + 1, 1), '' ORDER BY i) FROM generate_series(0, ${CASE_ID_LENGTH - 1}) i, LATERAL (SELECT (g::bigint * 387420489 + 104729) % ${BASE ** CASE_ID_LENGTH} AS c) code)`

/** Grows the seeded database at `url` to `scale` (1, 10, 100). Returns what it stored. */
export async function generateSite(url: string, scale: number): Promise<Generated> {
  const rows = rowsAt(scale)
  const db = new pg.Client({ connectionString: url })
  await db.connect()
  try {
    await db.query('SET synchronous_commit = off')
    // Content: copies of seeded documents translated into every language.
    const page = await idOf(db, `SELECT id FROM pages WHERE path = 'privacy'`)
    const pages = await copyDocument(db, 'pages', page, rows.pages, { path: `'scale/page-' || g` })
    await copySearchRows(db, 'pages', page, pages, '/privacy', (g) => `'/scale/page-' || ${g}`)
    const study = await idOf(db, `SELECT id, slug FROM case_studies WHERE slug = 'jamaica'`)
    const studies = await copyDocument(db, 'case_studies', study, rows.caseStudies, {
      slug: `'scale-study-' || g`,
    })
    await copySearchRows(
      db,
      'case-studies',
      study,
      studies,
      '/case-studies/jamaica',
      (g) => `'/case-studies/scale-study-' || ${g}`,
    )
    const faq = await idOf(db, `SELECT id FROM faqs ORDER BY id LIMIT 1`)
    await copyDocument(db, 'faqs', faq, rows.faqs, { order: `100 + g` })
    const job = await idOf(db, `SELECT id FROM jobs ORDER BY id LIMIT 1`)
    const jobs = await copyDocument(db, 'jobs', job, rows.jobs, {})
    await copySearchRows(
      db,
      'jobs',
      job,
      jobs,
      `/careers/${job}`,
      (g) => `'/careers/' || (${jobs[0] ?? 0} + ${g} - 1)`,
    )

    // Leads and their history.
    const form = await idOf(db, `SELECT id FROM forms WHERE name = 'webinar-registration'`)
    await db.query(
      `INSERT INTO form_submissions (form_id, form_name, email, language, status, source_landing_page, created_at, updated_at)
       SELECT ${form}, 'webinar-registration', 'scale-built-' || g || '@bench.example', 'en', 'new', '/events', t, t
       FROM generate_series(1, ${rows.builtSubmissions}) g, LATERAL (SELECT ${CREATED} + g * interval '0 s' AS t) created`,
    )
    await db.query(
      `INSERT INTO form_submissions_submission_data (_order, _parent_id, id, field, kind, label, value)
       SELECT a.n, s.id, 'scale-' || s.id || '-' || a.n, a.field, a.kind::enum_form_submissions_submission_data_kind, a.label,
              CASE a.field WHEN 'email' THEN s.email WHEN 'name' THEN 'Generated Person' WHEN 'country' THEN 'JM' ELSE 'Generated School ' || s.id END
       FROM form_submissions s
       CROSS JOIN (VALUES (1, 'name', 'text', 'Full name'), (2, 'email', 'email', 'Work email'), (3, 'organization', 'text', 'School or organization'), (4, 'country', 'country', 'Country')) AS a(n, field, kind, label)
       WHERE s.email LIKE 'scale-built-%'`,
    )
    const leads: [table: string, count: number, columns: string, values: string][] = [
      [
        'demo_requests',
        rows.demoRequests,
        'first_name, last_name, email, organization, role, country',
        `'Generated', 'Lead', 'scale-demo-' || g || '@bench.example', 'Generated School', 'teacher', 'other'`,
      ],
      [
        'quote_requests',
        rows.quoteRequests,
        'first_name, last_name, email, phone, job_title, organization, organization_type, country, number_of_students, number_of_teachers, timeline',
        `'Generated', 'Lead', 'scale-quote-' || g || '@bench.example', '+1 555 0100', 'Principal', 'Generated School', 'single-school', 'other', 300, 20, 'exploring'`,
      ],
      [
        'contact_messages',
        rows.contactMessages,
        'name, email, subject, message',
        `'Generated Lead', 'scale-contact-' || g || '@bench.example', 'Generated', 'A generated message.'`,
      ],
      [
        'newsletter_subscribers',
        rows.newsletterSubscribers,
        'email',
        `'scale-newsletter-' || g || '@bench.example'`,
      ],
      [
        'recovery_applications',
        rows.recoveryApplications,
        'case_id, school_name, school_type, education_level, enrolment, staff, contact_name, contact_role, contact_email, contact_phone, operational_status, damage_level, students_displaced, staff_displaced, damage_description, sig_name, sig_date',
        `${CASE_ID}, ${SCHOOL_NAME}, 'Public', 'Secondary', 300, 20, 'Generated Lead', 'Principal', 'scale-recovery-' || g || '@bench.example', '+1 555 0100', 'Partial', 'Minor', 0, 0, 'Generated.', 'Generated Lead', now()`,
      ],
      [
        'document_requests',
        rows.documentRequests,
        'document_id, name, email, organization, country, purpose, accept_terms',
        `(SELECT min(id) FROM documents), 'Generated Lead', 'scale-request-' || g || '@bench.example', 'Generated Ministry', 'other', 'A generated tender.', true`,
      ],
    ]
    for (const [table, count, columns, values] of leads) {
      await db.query(
        `INSERT INTO ${table} (${columns}, created_at, updated_at, source_landing_page)
         SELECT ${values}, t, t, '/' FROM generate_series(1, ${count}) g, LATERAL (SELECT ${CREATED} + g * interval '0 s' AS t) created`,
      )
    }
    // A recovery application asks for at least one kind of support (a required list of its own table).
    await db.query(
      `INSERT INTO recovery_applications_support_requested ("order", parent_id, value)
       SELECT 1, id, 'fee-waiver' FROM recovery_applications WHERE contact_email LIKE 'scale-recovery-%'`,
    )
    await db.query(
      `INSERT INTO document_downloads (request_id, document_id, email, downloaded_at, created_at, updated_at)
       SELECT r.id, r.document_id, r.email, r.created_at, r.created_at, r.created_at
       FROM document_requests r WHERE r.email LIKE 'scale-request-%' ORDER BY r.id LIMIT ${rows.documentDownloads}`,
    )
    // As autovacuum leaves a database that grew over years: statistics, and the visibility map
    // that lets an index-only scan (a count, say) skip the table.
    await db.query('VACUUM (ANALYZE)')
    return rows
  } finally {
    await db.end()
  }
}
