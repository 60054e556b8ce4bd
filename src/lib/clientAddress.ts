import { env } from './env'

/**
 * The visitor's address, as far as it can be trusted. `TRUSTED_PROXY_HOPS` says how many proxies
 * in front of the app append to `X-Forwarded-For`: with 0 the socket's address is the client's
 * and whatever the client put in `X-Forwarded-For` is ignored; with N the Nth entry from the end
 * is (the one our outermost proxy appended). Entries left of it are the client's own words.
 */
export function trustedProxyHops(value: string | undefined = env.trustedProxyHops): number {
  if (value === undefined || value.trim() === '') return 0
  const hops = Number(value)
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number of proxies (0 or more), not "${value}".`,
    )
  }
  return hops
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is `203.0.113.7`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1')
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string {
  const socket = socketAddress ? normalizeAddress(socketAddress) : 'unknown'
  if (hops === 0) return socket
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map(normalizeAddress)
    .filter(Boolean)
  if (entries.length === 0) return socket
  // Fewer entries than proxies: the request skipped an outer proxy; the leftmost is all we have.
  return entries[Math.max(0, entries.length - hops)]
}
