/*
 * The short reference a chat's prefilled message carries, so sales can tie a chat to the site:
 * `WA-` and four characters that are the same for every visitor of one page and country (what a
 * visitor without scripts sends), or six random ones made at the click.
 */

export const REFERENCE_PREFIX = 'WA-'

// Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays what it was.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** FNV-1a, 32 bits: a tiny stable hash, the same in the server and in any browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** `WA-XXXX` for a place on the site (a page's block) and a country's entry: stable across renders. */
export function stableReference(place: string): string {
  let hash = fnv1a(place)
  let code = ''
  for (let index = 0; index < 4; index += 1) {
    code += ALPHABET[hash & 31]
    hash >>>= 5
  }
  return `${REFERENCE_PREFIX}${code}`
}

/** `WA-XXXXXX` from six random bytes (each byte's 5 low bits: 256 is a multiple of 32, so no letter is likelier). */
export function freshReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 6) throw new Error('a fresh reference needs six random bytes')
  return `${REFERENCE_PREFIX}${Array.from(randomBytes.slice(0, 6), (byte) => ALPHABET[byte & 31]).join('')}`
}
