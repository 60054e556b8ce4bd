import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/**
 * Every write to the second-factor columns of `users`, as single SQL statements: checks and
 * updates that must not race (a replayed code, a recovery code used twice at once) are one
 * conditional UPDATE each.
 */

export type TwoFactorRecord = {
  id: number
  email: string
  roles: User['roles']
  secret: string | null
  pendingSecret: string | null
  enabledAt: string | null
  lastUsedStep: number | null
  failedCodes: number
  recoveryCodes: string[]
  verifiedSessions: string[]
  loginAttempts: number
  lockUntil: string | null
  sessionIds: string[]
}

type Row = {
  id: number
  email: string
  secret: string | null
  pending_secret: string | null
  enabled_at: Date | string | null
  last_used_step: string | number | null
  failed_codes: string | number | null
  recovery_codes: unknown
  verified_sessions: unknown
  login_attempts: string | number | null
  lock_until: Date | string | null
  roles: string[] | null
  session_ids: string[] | null
}

const db = (payload: Payload) => (payload.db as unknown as PostgresAdapter).drizzle
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString())

export async function readTwoFactor(
  payload: Payload,
  userId: number,
): Promise<TwoFactorRecord | null> {
  const { rows } = await db(payload).execute<Row>(sql`
    SELECT u.id, u.email, u.two_factor_secret AS secret, u.two_factor_pending_secret AS pending_secret,
      u.two_factor_enabled_at AS enabled_at, u.two_factor_last_used_step AS last_used_step,
      u.two_factor_failed_codes AS failed_codes, u.two_factor_recovery_codes AS recovery_codes,
      u.two_factor_verified_sessions AS verified_sessions, u.login_attempts, u.lock_until,
      (SELECT array_agg(r.value::text) FROM users_roles r WHERE r.parent_id = u.id) AS roles,
      (SELECT array_agg(s.id) FROM users_sessions s WHERE s._parent_id = u.id AND s.expires_at > now()) AS session_ids
    FROM users u WHERE u.id = ${userId}
  `)
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    email: row.email,
    roles: (row.roles ?? []) as User['roles'],
    secret: row.secret,
    pendingSecret: row.pending_secret,
    enabledAt: iso(row.enabled_at),
    lastUsedStep: row.last_used_step == null ? null : Number(row.last_used_step),
    failedCodes: Number(row.failed_codes ?? 0),
    recoveryCodes: strings(row.recovery_codes),
    verifiedSessions: strings(row.verified_sessions),
    loginAttempts: Number(row.login_attempts ?? 0),
    lockUntil: iso(row.lock_until),
    sessionIds: row.session_ids ?? [],
  }
}

export async function savePendingSecret(
  payload: Payload,
  userId: number,
  encrypted: string,
): Promise<void> {
  await db(payload).execute(
    sql`UPDATE users SET two_factor_pending_secret = ${encrypted} WHERE id = ${userId}`,
  )
}

/**
 * Turns the pending secret into the user's factor, stores the recovery hashes and marks the
 * session that confirmed it as passed. Refused (false) when the pending secret changed meanwhile.
 */
export async function enable(
  payload: Payload,
  args: {
    userId: number
    pendingSecret: string
    timeStep: number
    recoveryHashes: string[]
    sid: string
  },
): Promise<boolean> {
  const { rows } = await db(payload).execute(sql`
    UPDATE users SET two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = NULL,
      two_factor_enabled_at = now(), two_factor_last_used_step = ${args.timeStep}, two_factor_failed_codes = 0,
      two_factor_recovery_codes = ${JSON.stringify(args.recoveryHashes)}::jsonb,
      two_factor_verified_sessions = ${JSON.stringify([args.sid])}::jsonb
    WHERE id = ${args.userId} AND two_factor_pending_secret = ${args.pendingSecret} AND two_factor_secret IS NULL
    RETURNING id
  `)
  return rows.length === 1
}

/** Pre-enrols with a known secret (the seed's SEED_ADMIN_TOTP_SECRET); no recovery codes yet. */
export async function enableWithSecret(
  payload: Payload,
  userId: number,
  encrypted: string,
): Promise<void> {
  await db(payload).execute(sql`
    UPDATE users SET two_factor_secret = ${encrypted}, two_factor_pending_secret = NULL, two_factor_enabled_at = now(),
      two_factor_last_used_step = NULL, two_factor_failed_codes = 0, two_factor_recovery_codes = '[]'::jsonb,
      two_factor_verified_sessions = '[]'::jsonb
    WHERE id = ${userId}
  `)
}

/** Accepts a code's time step only if it is newer than the last accepted one (no replay). */
export async function claimTimeStep(
  payload: Payload,
  userId: number,
  timeStep: number,
): Promise<boolean> {
  const { rows } = await db(payload).execute(sql`
    UPDATE users SET two_factor_last_used_step = ${timeStep}
    WHERE id = ${userId} AND (two_factor_last_used_step IS NULL OR two_factor_last_used_step < ${timeStep})
    RETURNING id
  `)
  return rows.length === 1
}

/** Removes one recovery hash; false when another request used it first. */
export async function claimRecoveryCode(
  payload: Payload,
  userId: number,
  hash: string,
): Promise<boolean> {
  const { rows } = await db(payload).execute(sql`
    UPDATE users SET two_factor_recovery_codes = two_factor_recovery_codes - ${hash}::text
    WHERE id = ${userId} AND two_factor_recovery_codes ? ${hash}::text
    RETURNING id
  `)
  return rows.length === 1
}

export async function replaceRecoveryCodes(
  payload: Payload,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db(payload).execute(sql`
    UPDATE users SET two_factor_recovery_codes = ${JSON.stringify(hashes)}::jsonb WHERE id = ${userId}
  `)
}

/** Marks a session as past the second step; forgets sessions that have ended. */
export async function markSessionPassed(
  payload: Payload,
  record: TwoFactorRecord,
  sid: string,
): Promise<void> {
  const live = new Set(record.sessionIds)
  const passed = [...record.verifiedSessions.filter((id) => live.has(id) && id !== sid), sid]
  await db(payload).execute(sql`
    UPDATE users SET two_factor_verified_sessions = ${JSON.stringify(passed)}::jsonb, two_factor_failed_codes = 0,
      login_attempts = 0, lock_until = NULL
    WHERE id = ${record.id}
  `)
}

export type GuessClaim = { judged: false } | { judged: true; lastBeforeLock: boolean }

/**
 * Counts a code guess before it is judged, in one statement: a guess is judged only while the
 * account is unlocked, and the guess that reaches `maxAttempts` locks it, so no more than
 * `maxAttempts` guesses are ever judged per lock window, however many are sent at once. The
 * count is Payload's own loginAttempts/lockUntil (wrong passwords share it, an expired lock
 * restarts it at 1); failed_codes keeps it across a new password sign-in (keepCodeFailuresCounted).
 * A good code clears both afterwards (markSessionPassed).
 */
export async function claimGuess(
  payload: Payload,
  userId: number,
  { maxAttempts, lockMs }: { maxAttempts: number; lockMs: number },
): Promise<GuessClaim> {
  const attempts = sql`(CASE WHEN lock_until IS NULL THEN COALESCE(login_attempts, 0) + 1 ELSE 1 END)`
  const { rows } = await db(payload).execute<{ locked: boolean }>(sql`
    UPDATE users SET login_attempts = ${attempts},
      lock_until = CASE WHEN ${attempts} >= ${maxAttempts} THEN now() + ${lockMs} * interval '1 millisecond' ELSE NULL END,
      two_factor_failed_codes = CASE WHEN ${attempts} >= ${maxAttempts} THEN 0 ELSE COALESCE(two_factor_failed_codes, 0) + 1 END
    WHERE id = ${userId} AND (lock_until IS NULL OR lock_until <= now())
    RETURNING lock_until IS NOT NULL AS locked
  `)
  return rows.length === 0 ? { judged: false } : { judged: true, lastBeforeLock: rows[0].locked }
}

/** Forgets the factor and every passed session: the user enrols again at the next sign-in. */
export async function clearTwoFactor(payload: Payload, userId: number): Promise<void> {
  await db(payload).execute(sql`
    UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL,
      two_factor_last_used_step = NULL, two_factor_failed_codes = 0, two_factor_recovery_codes = '[]'::jsonb,
      two_factor_verified_sessions = '[]'::jsonb
    WHERE id = ${userId}
  `)
}
