/**
 * Whether an `Accept-Encoding` header takes a content coding: named with a quality above 0, or
 * not named and `*` taken. A coding named explicitly overrides `*` (RFC 9110, 12.5.3).
 */
export function acceptsCoding(header: string | string[] | undefined, coding: string): boolean {
  let wildcard = 0
  for (const entry of String(header ?? '').split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    const q = params.find((param) => /^q\s*=/.test(param))
    const quality = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''))
    const taken = Number.isFinite(quality) && quality > 0
    if (name === coding) return taken
    if (name === '*') wildcard = taken ? 1 : -1
  }
  return wildcard === 1
}
