import { isIPv4, isIPv6 } from 'node:net'
import { normalizeAddress } from './clientAddress'

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address
  const quad = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (quad) {
    const [a, b, c, d] = quad[1].split('.').map(Number)
    text = `${text.slice(0, -quad[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const front = parse(head)
  const back = parse(tail)
  const gap = tail === undefined ? [] : Array<number>(8 - front.length - back.length).fill(0)
  return [...front, ...gap, ...back]
}

/**
 * Whom the rate limiter counts for an address: an IPv4 client by its address, an IPv6 client by
 * its /64, since one home line or server holds a whole /64 and can send from any address in it.
 * An IPv4 address mapped into IPv6 (`::ffff:203.0.113.7`, in either notation) is the IPv4 client.
 * Anything that is not an address is counted as given.
 */
export function rateLimitClient(address: string): string {
  const normalized = normalizeAddress(address).replace(/%.*$/, '').toLowerCase()
  if (isIPv4(normalized)) return normalized
  if (!isIPv6(normalized)) return normalized
  const groups = ipv6Groups(normalized)
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
