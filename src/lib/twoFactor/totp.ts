import { generate, generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { TOTP_ISSUER } from './policy'

const PERIOD = 30

/** A new base32 secret (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => generateSecret()

export const otpauthUri = (secret: string, label: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label, secret, period: PERIOD })

/** The enrolment QR code as an SVG document (rendered inline, no request for an image). */
export const qrCodeSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', margin: 1 })

export type TotpCheck = { valid: true; timeStep: number } | { valid: false }

/**
 * Checks a 6-digit code against the previous, current and next 30 s window. `afterTimeStep` is
 * the step of the last accepted code: that code and any older one are refused (no replay).
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterTimeStep?: number | null,
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false }
  try {
    const result = await verify({
      secret,
      token: code,
      period: PERIOD,
      epochTolerance: PERIOD,
      ...(afterTimeStep != null ? { afterTimeStep } : {}),
    })
    return result.valid && 'timeStep' in result
      ? { valid: true, timeStep: result.timeStep }
      : { valid: false }
  } catch {
    // otplib throws for a step at or before afterTimeStep in some versions: a refusal either way.
    return { valid: false }
  }
}

/** The current code of a secret; for the seed's automation and for tests. */
export const currentTotp = (secret: string, epochSeconds?: number): Promise<string> =>
  generate({ secret, period: PERIOD, ...(epochSeconds != null ? { epoch: epochSeconds } : {}) })
