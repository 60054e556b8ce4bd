import type { Payload } from 'payload'
import { decryptSecret, encryptSecret, hashRecoveryCode, sameHash } from './crypto'
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes'
import * as store from './store'
import { TWO_FACTOR_TEXT } from './messages/en'
import { checkTotp, newTotpSecret, otpauthUri, qrCodeSvg } from './totp'

/** What the second-step flows answer: the HTTP status and message are the endpoints' to send. */
export type Refusal = { ok: false; status: 401 | 403 | 409; message: string }
const refuse = (status: Refusal['status'], message: string): Refusal => ({
  ok: false,
  status,
  message,
})

export type Session = { userId: number; sid: string | undefined }

const isLocked = (record: store.TwoFactorRecord) =>
  Boolean(record.lockUntil && new Date(record.lockUntil) > new Date())

export type Enrolment = { ok: true; secret: string; uri: string; qrSvg: string }

/** The secret to enrol with: the pending one when a screen already showed it, else a new one. */
export async function startEnrolment(
  payload: Payload,
  userId: number,
): Promise<Enrolment | Refusal> {
  const record = await store.readTwoFactor(payload, userId)
  if (!record) return refuse(401, TWO_FACTOR_TEXT.signedOut)
  if (record.secret) return refuse(409, TWO_FACTOR_TEXT.notEnrolling)
  let secret = record.pendingSecret ? decryptSecret(record.pendingSecret) : null
  if (!secret) {
    secret = newTotpSecret()
    await store.savePendingSecret(payload, userId, encryptSecret(secret))
  }
  const uri = otpauthUri(secret, record.email)
  return { ok: true, secret, uri, qrSvg: await qrCodeSvg(uri) }
}

/** The first code proves the app holds the secret; the answer carries the recovery codes, once. */
export async function confirmEnrolment(
  payload: Payload,
  { userId, sid }: Session,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
  const record = await store.readTwoFactor(payload, userId)
  if (!record || !sid) return refuse(401, TWO_FACTOR_TEXT.signedOut)
  if (record.secret) return refuse(409, TWO_FACTOR_TEXT.notEnrolling)
  if (!record.pendingSecret) return refuse(409, TWO_FACTOR_TEXT.notEnrolled)
  if (isLocked(record)) return refuse(401, TWO_FACTOR_TEXT.locked)
  const check = await checkTotp(decryptSecret(record.pendingSecret), code.trim())
  if (!check.valid) return refuse(401, TWO_FACTOR_TEXT.invalidCode)
  const recoveryCodes = newRecoveryCodes()
  const enabled = await store.enable(payload, {
    userId,
    sid,
    pendingSecret: record.pendingSecret,
    timeStep: check.timeStep,
    recoveryHashes: recoveryCodes.map((value) => hashRecoveryCode(normaliseRecoveryCode(value))),
  })
  return enabled ? { ok: true, recoveryCodes } : refuse(409, TWO_FACTOR_TEXT.notEnrolling)
}

/** A 6-digit code (not replayed) or an unused recovery code; `true` once it is consumed. */
async function consumeCode(
  payload: Payload,
  record: store.TwoFactorRecord,
  input: string,
): Promise<boolean> {
  const code = input.trim()
  if (/^\d{6}$/.test(code)) {
    const check = await checkTotp(decryptSecret(record.secret!), code, record.lastUsedStep)
    return check.valid && (await store.claimTimeStep(payload, record.id, check.timeStep))
  }
  if (!looksLikeRecoveryCode(code)) return false
  const hash = hashRecoveryCode(normaliseRecoveryCode(code))
  const stored = record.recoveryCodes.find((candidate) => sameHash(candidate, hash))
  return Boolean(stored) && (await store.claimRecoveryCode(payload, record.id, stored!))
}

/** The second step of sign-in: on success this session becomes a full one. */
export async function verifySecondStep(
  payload: Payload,
  { userId, sid }: Session,
  code: string,
): Promise<{ ok: true } | Refusal> {
  const record = await store.readTwoFactor(payload, userId)
  if (!record || !sid || !record.sessionIds.includes(sid))
    return refuse(401, TWO_FACTOR_TEXT.signedOut)
  if (!record.secret) return refuse(409, TWO_FACTOR_TEXT.notEnrolled)
  // A wrong code counts as a wrong password does: five lock the account for Payload's lockTime.
  const { maxLoginAttempts, lockTime } = payload.collections.users.config.auth
  const claim = await store.claimGuess(payload, userId, {
    maxAttempts: maxLoginAttempts,
    lockMs: lockTime,
  })
  if (!claim.judged) return refuse(401, TWO_FACTOR_TEXT.locked)
  if (!(await consumeCode(payload, record, code))) {
    return refuse(401, claim.lastBeforeLock ? TWO_FACTOR_TEXT.locked : TWO_FACTOR_TEXT.invalidCode)
  }
  await store.markSessionPassed(payload, record, sid)
  return { ok: true }
}

/** New recovery codes; the old ones stop working at once. */
export async function regenerateRecoveryCodes(
  payload: Payload,
  userId: number,
): Promise<{ ok: true; recoveryCodes: string[] } | Refusal> {
  const record = await store.readTwoFactor(payload, userId)
  if (!record?.secret) return refuse(409, TWO_FACTOR_TEXT.notEnrolled)
  const recoveryCodes = newRecoveryCodes()
  await store.replaceRecoveryCodes(
    payload,
    userId,
    recoveryCodes.map((value) => hashRecoveryCode(normaliseRecoveryCode(value))),
  )
  return { ok: true, recoveryCodes }
}

export const resetSecondFactor = (payload: Payload, userId: number) =>
  store.clearTwoFactor(payload, userId)

/** The seed's pre-enrolment with a known secret (SEED_ADMIN_TOTP_SECRET), for automation. */
export const enrolWithSecret = (payload: Payload, userId: number, secret: string) =>
  store.enableWithSecret(payload, userId, encryptSecret(secret))
