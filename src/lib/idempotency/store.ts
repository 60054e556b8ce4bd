import { createHash } from 'node:crypto'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { normalisedAnswers } from './key'

/**
 * How long a submission's key is kept (and a retry with it answered from the first answer): as
 * long as a storm's outage may keep a form waiting on a phone. The retention job deletes older
 * keys (`deleteExpiredKeys`).
 */
export const IDEMPOTENCY_KEY_DAYS = 30

/**
 * How long a form sent without JavaScript is recognised when it comes again: its fingerprint (the
 * form, the answers, the client) says less than a key, so it is trusted for a day only, long
 * enough for a reload, a Back and a second press, short enough that the same message sent again
 * on another day is stored again.
 */
export const FINGERPRINT_HOURS = 24

/**
 * A claim older than this is a try that died between storing and marking done (no request runs
 * this long): the next try takes the key over and stores again. A crash can make a duplicate,
 * never a loss.
 */
export const ABANDONED_AFTER_MINUTES = 10

/** Where the fingerprints' rows are told from keys' (a key never holds a `:`). */
const FINGERPRINT_PREFIX = 'fp:'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The hash of a submission's answers as its schema parsed them. */
export const answersHash = (answers: unknown) => sha256(normalisedAnswers(answers))

/** What stands for a key when a form comes without one: its name, its answers and the client. */
export const fingerprint = (form: string, answers: unknown, client: string) =>
  `${FINGERPRINT_PREFIX}${sha256(JSON.stringify([form, normalisedAnswers(answers), client]))}`

/** The answer kept for replays: what the first try answered, never what the visitor sent. */
export type StoredAnswer = { status: number; body: Record<string, unknown> }

export type Claim =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'mismatch' }

type KeyRow = {
  request_hash: string
  state: 'running' | 'done'
  response_status: number | null
  response_body: Record<string, unknown> | null
}

const drizzleOf = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle
const interval = (seconds: number) => sql`${`${seconds} seconds`}::interval`

/**
 * Claims a submission's key with one INSERT on the table's unique (form, key): of two tries at
 * once, on any instances, one inserts and the other finds the row. A key whose window has passed,
 * or whose claim was abandoned with the same answers, is taken over in the same statement.
 * Otherwise the row decides: other answers (`mismatch`), still running, or the first answer.
 */
export async function claimKey(
  payload: Payload,
  {
    form,
    key,
    requestHash,
    windowSeconds,
  }: { form: string; key: string; requestHash: string; windowSeconds: number },
): Promise<Claim> {
  const drizzle = drizzleOf(payload)
  // A row deleted between the INSERT and the SELECT (its try failed and let go) is claimed anew.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await drizzle.execute<{ id: number }>(sql`
      INSERT INTO idempotency_keys (form, key, request_hash, state, created_at, claimed_at)
      VALUES (${form}, ${key}, ${requestHash}, 'running', now(), now())
      ON CONFLICT (form, key) DO UPDATE SET
        request_hash = EXCLUDED.request_hash,
        state = 'running',
        response_status = NULL,
        response_body = NULL,
        created_at = CASE WHEN idempotency_keys.created_at <= now() - ${interval(windowSeconds)}
          THEN now() ELSE idempotency_keys.created_at END,
        claimed_at = now()
      WHERE idempotency_keys.created_at <= now() - ${interval(windowSeconds)}
        OR (idempotency_keys.state = 'running'
          AND idempotency_keys.request_hash = EXCLUDED.request_hash
          AND idempotency_keys.claimed_at <= now() - ${interval(ABANDONED_AFTER_MINUTES * 60)})
      RETURNING id`)
    if (claimed.rows[0]) return { kind: 'claimed', id: Number(claimed.rows[0].id) }
    const found = await drizzle.execute<KeyRow>(sql`
      SELECT request_hash, state, response_status, response_body
      FROM idempotency_keys WHERE form = ${form} AND key = ${key}`)
    const row = found.rows[0]
    if (!row) continue
    if (row.request_hash !== requestHash) return { kind: 'mismatch' }
    if (row.state === 'running') return { kind: 'running' }
    return {
      kind: 'replay',
      answer: { status: Number(row.response_status), body: row.response_body ?? {} },
    }
  }
  return { kind: 'running' }
}

/** Marks a claimed key done with the answer its replays get. */
export async function finishKey(payload: Payload, id: number, answer: StoredAnswer): Promise<void> {
  await drizzleOf(payload).execute(sql`
    UPDATE idempotency_keys
    SET state = 'done', response_status = ${answer.status}, response_body = ${JSON.stringify(answer.body)}::jsonb
    WHERE id = ${id}`)
}

/** Lets go of a claim whose try was refused or failed: the next try is a new one. */
export async function releaseKey(payload: Payload, id: number): Promise<void> {
  await drizzleOf(payload).execute(
    sql`DELETE FROM idempotency_keys WHERE id = ${id} AND state = 'running'`,
  )
}

/**
 * Deletes the keys older than `IDEMPOTENCY_KEY_DAYS`, and the fingerprints past their window
 * (they no longer answer anything). The retention job runs it every night. Returns how many.
 */
export async function deleteExpiredKeys(payload: Payload, now = new Date()): Promise<number> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3600 * 1000)
  const fingerprintsBefore = new Date(now.getTime() - FINGERPRINT_HOURS * 3600 * 1000)
  const deleted = await drizzleOf(payload).execute(sql`
    DELETE FROM idempotency_keys
    WHERE created_at < ${keysBefore.toISOString()}::timestamptz
      OR (key LIKE ${`${FINGERPRINT_PREFIX}%`} AND created_at < ${fingerprintsBefore.toISOString()}::timestamptz)`)
  return deleted.rowCount ?? 0
}
