import { randomInt } from 'node:crypto'
import { RECOVERY_CODE_COUNT } from './policy'

// Crockford-style alphabet: no 0/O or 1/I/L to misread from a printout.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

const randomGroup = () =>
  Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** Ten codes shaped `ABCDE-FGHJK`, shown to the user once. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`)

/** What a person may type: any case, with or without the dash or spaces. */
export const normaliseRecoveryCode = (input: string): string =>
  input.toUpperCase().replace(/[^0-9A-Z]/g, '')

export const looksLikeRecoveryCode = (input: string): boolean =>
  normaliseRecoveryCode(input).length === 10
