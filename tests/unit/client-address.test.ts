import { describe, expect, it } from 'vitest'
import { clientAddress, normalizeAddress, trustedProxyHops } from '@/lib/clientAddress'

describe('clientAddress with TRUSTED_PROXY_HOPS=0', () => {
  it('is the socket address, whatever X-Forwarded-For the client sends', () => {
    expect(clientAddress('198.51.100.4', '6.6.6.6', 0)).toBe('198.51.100.4')
    expect(clientAddress('198.51.100.4', ['1.1.1.1', '2.2.2.2'], 0)).toBe('198.51.100.4')
  })

  it('unwraps IPv4 clients of a dual-stack socket', () => {
    expect(clientAddress('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1')
  })
})

describe('clientAddress behind proxies', () => {
  it('with one proxy, takes the entry that proxy appended (the last)', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('with two proxies, takes the second entry from the end', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7')
  })

  it('joins repeated headers before counting', () => {
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('falls back to the socket without the header, and to the leftmost entry with too few', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.2', '203.0.113.7', 2)).toBe('203.0.113.7')
  })
})

describe('trustedProxyHops', () => {
  it('defaults to 0 and refuses anything but a whole number', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('')).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(() => trustedProxyHops('-1')).toThrow(/TRUSTED_PROXY_HOPS/)
    expect(() => trustedProxyHops('one')).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('normalizeAddress', () => {
  it('strips brackets and spaces, keeps real IPv6', () => {
    expect(normalizeAddress(' [2001:db8::1] ')).toBe('2001:db8::1')
    expect(normalizeAddress('::1')).toBe('::1')
  })
})
