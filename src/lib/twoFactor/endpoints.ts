import type { Endpoint, PayloadRequest } from 'payload'
import { hasRole } from '@/lib/roles'
import {
  confirmEnrolment,
  regenerateRecoveryCodes,
  resetSecondFactor,
  startEnrolment,
  verifySecondStep,
  type Refusal,
} from './flows'
import { passwordSession, requestToken } from './passwordSession'
import { secondStepOf } from './state'
import { TWO_FACTOR_TEXT } from './messages/en'

/**
 * The second step over HTTP, under /api/users/two-factor. The half-signed-in session these
 * serve is invisible to req.user (see gate.ts), so they read Payload's own session check.
 */

const refusal = ({ status, message }: Refusal) =>
  Response.json({ errors: [{ message }] }, { status })

async function codeFrom(req: PayloadRequest): Promise<string> {
  const body: unknown = await req.json?.().catch(() => null)
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code.slice(0, 32) : ''
}

const session = (req: PayloadRequest) => passwordSession(req.payload, req.headers)

/** GET: where this session stands, for the sign-in screens. */
const status: Endpoint = {
  path: '/two-factor',
  method: 'get',
  handler: async (req) => {
    const user = await session(req)
    if (!user) return Response.json({ state: 'signed-out' })
    return Response.json({ state: secondStepOf(user), email: user.email })
  },
}

/** POST: the secret to enrol with (as text, otpauth URI and QR code SVG). */
const enrol: Endpoint = {
  path: '/two-factor/enrol',
  method: 'post',
  handler: async (req) => {
    const user = await session(req)
    if (!user) return refusal({ ok: false, status: 401, message: TWO_FACTOR_TEXT.signedOut })
    const result = await startEnrolment(req.payload, user.id)
    if (!result.ok) return refusal(result)
    return Response.json({ secret: result.secret, uri: result.uri, qrSvg: result.qrSvg })
  },
}

/** POST { code }: confirms enrolment; answers the recovery codes, shown this once. */
const confirm: Endpoint = {
  path: '/two-factor/enrol/confirm',
  method: 'post',
  handler: async (req) => {
    const user = await session(req)
    if (!user) return refusal({ ok: false, status: 401, message: TWO_FACTOR_TEXT.signedOut })
    const result = await confirmEnrolment(
      req.payload,
      { userId: user.id, sid: user._sid },
      await codeFrom(req),
    )
    if (!result.ok) return refusal(result)
    return Response.json({
      recoveryCodes: result.recoveryCodes,
      token: requestToken(req.payload, req.headers),
    })
  },
}

/** POST { code }: a 6-digit code or a recovery code; the same token then opens everything. */
const verify: Endpoint = {
  path: '/two-factor/verify',
  method: 'post',
  handler: async (req) => {
    const user = await session(req)
    if (!user) return refusal({ ok: false, status: 401, message: TWO_FACTOR_TEXT.signedOut })
    const result = await verifySecondStep(
      req.payload,
      { userId: user.id, sid: user._sid },
      await codeFrom(req),
    )
    if (!result.ok) return refusal(result)
    return Response.json({ message: 'Signed in', token: requestToken(req.payload, req.headers) })
  },
}

/** POST: new recovery codes for the signed-in user (a full session); the old ones are void. */
const recoveryCodes: Endpoint = {
  path: '/two-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refusal({ ok: false, status: 401, message: TWO_FACTOR_TEXT.signedOut })
    const result = await regenerateRecoveryCodes(req.payload, Number(req.user.id))
    if (!result.ok) return refusal(result)
    return Response.json({ recoveryCodes: result.recoveryCodes })
  },
}

/** POST: an admin removes a user's second factor; that user enrols again at the next sign-in. */
const reset: Endpoint = {
  path: '/:id/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin'))
      return refusal({ ok: false, status: 403, message: TWO_FACTOR_TEXT.forbidden })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id))
      return Response.json({ errors: [{ message: 'Unknown user' }] }, { status: 404 })
    await resetSecondFactor(req.payload, id)
    req.payload.logger.info(
      { userId: id, by: req.user?.id },
      'two-factor sign-in reset by an admin',
    )
    return Response.json({ message: 'Two-factor sign-in reset' })
  },
}

export const twoFactorEndpoints: Endpoint[] = [status, enrol, confirm, verify, recoveryCodes, reset]
