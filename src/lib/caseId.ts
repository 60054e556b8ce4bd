import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L: a case ID read out over the phone cannot be misheard or mistyped. */
export const CASE_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const CASE_ID_LENGTH = 6
export const CASE_ID_PATTERN = new RegExp(`^RA-\\d{4}-[${CASE_ID_ALPHABET}]{${CASE_ID_LENGTH}}$`)

/**
 * A human-friendly, unguessable case ID such as `RA-2026-7K3F9Q`: the year plus six characters
 * drawn with a cryptographic RNG (31^6 ≈ 887 million per year).
 */
export function generateCaseId(now: Date = new Date()): string {
  let suffix = ''
  for (let i = 0; i < CASE_ID_LENGTH; i++)
    suffix += CASE_ID_ALPHABET[randomInt(CASE_ID_ALPHABET.length)]
  return `RA-${now.getUTCFullYear()}-${suffix}`
}
