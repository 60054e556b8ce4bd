/**
 * Recovery applications under load: the review list's first page with 10,000 applications
 * stored (unfiltered, filtered by status, searched), and submit latency with 20 applicants
 * sending at once. Printed, never asserted.
 */
import autocannon from 'autocannon'
import pg from 'pg'
import type { RunningApp } from '../tests/fixtures/app'
import { validApplication } from '../tests/fixtures/recoveryApplication'
import { currentTotp } from '@/lib/twoFactor/totp'

const STORED = 10_000
const APPLICANTS = 20
const PER_APPLICANT = 5
const DURATION_S = Number(process.env.BENCH_DURATION || 10)

/** 10,000 applications in one statement each for the table and its support list (Payload would take minutes). */
async function fillApplications(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`
      INSERT INTO recovery_applications (
        case_id, application_status, school_name, school_type, education_level, enrolment, staff,
        is_existing_customer, contact_name, contact_role, contact_email, contact_phone, operational_status,
        damage_level, students_displaced, staff_displaced, damage_description, sig_name, sig_date,
        consent_data, auth_officer, created_at, updated_at)
      SELECT
        'RA-BENCH-' || lpad(n::text, 6, '0'),
        (ARRAY['pending','under_review','approved','rejected','needs_info'])[1 + n % 5]::enum_recovery_applications_application_status,
        'Bench School ' || n, 'Public', 'Secondary', 300 + n % 700, 20 + n % 50,
        n % 3 = 0, 'Contact ' || n, 'Principal', 'contact' || n || '@bench.example', '+1 555 0100', 'Partial',
        'Moderate', n % 100, n % 10, 'Storm damage to classrooms.', 'Contact ' || n, now(),
        true, true, now() - (n || ' minutes')::interval, now()
      FROM generate_series(1, ${STORED}) AS n`)
    await client.query(`
      INSERT INTO recovery_applications_support_requested ("order", parent_id, value)
      SELECT 1, id, 'fee-waiver' FROM recovery_applications WHERE case_id LIKE 'RA-BENCH-%'`)
    await client.query('ANALYZE recovery_applications')
  } finally {
    await client.end()
  }
}

/** Both sign-in steps over REST (the seed pre-enrolled the admin with SEED_ADMIN_TOTP_SECRET). */
async function reviewerToken(app: RunningApp): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${app.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => (await r.json()) as { token: string; secret: string })
  const login = async (email: string, password: string) =>
    (await post('/users/login', { email, password })).token
  const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
  const admin = await login(SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD)
  await post('/users/two-factor/verify', { code: await currentTotp(SEED_ADMIN_TOTP_SECRET) }, admin)
  const reviewer = {
    email: `bench-reviewer-${Date.now()}@bench.example`,
    password: 'bench-reviewer-pass',
    name: 'Bench Reviewer',
    roles: ['reviewer'],
  }
  const created = await fetch(`${app.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${admin}` },
    body: JSON.stringify(reviewer),
  })
  if (created.status !== 201)
    throw new Error(`creating the bench reviewer failed: ${created.status}`)
  // The reviewer's first sign-in: enrol, confirm one code, and keep that session.
  const token = await login(reviewer.email, reviewer.password)
  const { secret } = await post('/users/two-factor/enrol', {}, token)
  await post('/users/two-factor/enrol/confirm', { code: await currentTotp(secret) }, token)
  return token
}

async function measureList(label: string, url: string, token: string) {
  const options = { url, connections: 10, headers: { authorization: `JWT ${token}` } }
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: DURATION_S })
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** 20 applicants, each from its own address, each sending 5 applications one after another. */
async function measureSubmits(app: RunningApp) {
  const tag = `Concurrent${Date.now()}`
  const latencies: number[] = []
  let failures = 0
  await Promise.all(
    Array.from({ length: APPLICANTS }, async (_, applicant) => {
      for (let i = 0; i < PER_APPLICANT; i++) {
        const started = performance.now()
        const response = await fetch(`${app.baseUrl}/api/forms/recovery`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.18.0.${applicant + 1}`,
          },
          body: JSON.stringify(validApplication({ schoolName: `${tag} ${applicant}-${i}` })),
        })
        latencies.push(performance.now() - started)
        if (response.status !== 201) failures += 1
        await response.arrayBuffer()
      }
    }),
  )
  const client = new pg.Client({ connectionString: app.environment.databaseUrl })
  await client.connect()
  const stored = Number(
    (
      await client.query(`SELECT count(*) FROM recovery_applications WHERE school_name LIKE $1`, [
        `${tag} %`,
      ])
    ).rows[0].count,
  )
  await client.end()
  latencies.sort((a, b) => a - b)
  return {
    sent: latencies.length,
    failures,
    stored,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  }
}

export async function benchRecovery(app: RunningApp): Promise<void> {
  await fillApplications(app.environment.databaseUrl)
  const token = await reviewerToken(app)
  const list = `${app.baseUrl}/api/review/applications`
  const rows = [
    await measureList(
      `review list, all (${STORED.toLocaleString('en-US')})`,
      `${list}?status=all&page=1`,
      token,
    ),
    await measureList('review list, status=approved', `${list}?status=approved&page=1`, token),
    await measureList(
      'review list, search "Bench School 77"',
      `${list}?q=Bench%20School%2077&page=1`,
      token,
    ),
  ]
  console.info(
    `\n${'recovery applications'.padEnd(40)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(9)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(40)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(10)}${row.p99.toFixed(1).padStart(10)}${String(row.non2xx).padStart(9)}`,
    )
  }
  const submits = await measureSubmits(app)
  console.info(
    `\nPOST /api/forms/recovery, ${APPLICANTS} applicants at once x ${PER_APPLICANT}: p50 ${submits.p50.toFixed(1)} ms, ` +
      `p99 ${submits.p99.toFixed(1)} ms, ${submits.sent - submits.failures}/${submits.sent} answered 201, ${submits.stored}/${submits.sent} stored`,
  )
}
