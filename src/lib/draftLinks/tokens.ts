import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes (256 bits), base64url: 43 characters safe in a path segment. */
export function newDraftLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, hex. A leaked table opens no link. */
export function hashDraftLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Whether a path segment could be a token at all (saves a query for anything else). */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token)
}
