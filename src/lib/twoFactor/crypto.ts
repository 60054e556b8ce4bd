import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { env } from '@/lib/env'

/**
 * Keys for the second factor, derived from TWO_FACTOR_ENCRYPTION_KEY when set, else from
 * PAYLOAD_SECRET. Rotating the source key makes every enrolled user enrol again.
 */
function derivedKey(purpose: string): Buffer {
  const source = env.twoFactorEncryptionKey
  if (!source)
    throw new Error('Set PAYLOAD_SECRET (or TWO_FACTOR_ENCRYPTION_KEY) to store second factors.')
  return Buffer.from(hkdfSync('sha256', source, 'two-factor', purpose, 32))
}

const VERSION = 'v1'

/** AES-256-GCM; the stored form is `v1:<iv>:<tag>:<ciphertext>`, base64url. */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derivedKey('totp-secret'), iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':')
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split(':')
  if (version !== VERSION || !iv || !tag || !ciphertext)
    throw new Error('Unreadable second-factor secret')
  const decipher = createDecipheriv(
    'aes-256-gcm',
    derivedKey('totp-secret'),
    Buffer.from(iv, 'base64url'),
  )
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}

/**
 * Recovery codes carry 50 random bits each, so a keyed hash is enough (no slow KDF needed):
 * a leaked table alone does not let anyone test guesses offline.
 */
export const hashRecoveryCode = (normalised: string): string =>
  createHmac('sha256', derivedKey('recovery-code')).update(normalised).digest('hex')

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
