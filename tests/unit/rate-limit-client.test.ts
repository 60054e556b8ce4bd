import { describe, expect, it } from 'vitest'
import { rateLimitClient } from '@/lib/rateLimitClient'

describe('rate-limit client of an address', () => {
  it('counts an IPv4 client by its address', () => {
    expect(rateLimitClient('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitClient(' 203.0.113.7 ')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const block = '2001:db8:aa:bb::/64'
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:0db8:00aa:00bb:1234:5678:9abc:def0',
      '2001:DB8:AA:BB:ffff:ffff:ffff:ffff',
      '[2001:db8:aa:bb::7]',
      '2001:db8:aa:bb::1%eth0',
      '2001:db8:aa:bb:0:0:1.2.3.4',
    ]) {
      expect(rateLimitClient(address), address).toBe(block)
    }
  })

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitClient('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64')
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 client, in either notation', () => {
    expect(rateLimitClient('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitClient('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(rateLimitClient('0:0:0:0:0:FFFF:203.0.113.7')).toBe('203.0.113.7')
  })

  it('leaves what is not an address as it is', () => {
    expect(rateLimitClient('unknown')).toBe('unknown')
  })
})
