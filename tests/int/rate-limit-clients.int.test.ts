import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkRateLimit } from '@/lib/rateLimit'
import { testPayload } from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  payload = await testPayload()
  const { formRouteHandlers } = await import('@/forms/routeHandlers')
  api = await startApiServer({ '/api/forms/contact': formRouteHandlers.contact })
})

afterAll(() => api.stop())

afterEach(() => {
  delete process.env.FORMS_RATE_LIMIT
})

const contactFrom = (ip: string) =>
  fetch(`${api.url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Pricing',
      message: 'Hello there',
    }),
  }).then((response) => response.status)

const countersLike = async (pattern: string) => {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM rate_limits WHERE key LIKE ${pattern}`,
  )
  return Number(rows[0].n)
}

describe('form rate limit by client', () => {
  it('two addresses of one IPv6 /64 share one limit; the next /64 has its own', async () => {
    process.env.FORMS_RATE_LIMIT = '2'
    const block = `2001:db8:${(Date.now() % 0xffff).toString(16)}:1`
    expect(await contactFrom(`${block}::1`)).toBe(201)
    expect(await contactFrom(`${block}:ffff:ffff:ffff:fffe`)).toBe(201)
    expect(await contactFrom(`${block}::abcd`)).toBe(429)
    expect(await contactFrom(`${block.replace(/:1$/, ':2')}::1`)).toBe(201)
  })

  it('an IPv4 client shares its limit with its IPv4-mapped IPv6 form', async () => {
    process.env.FORMS_RATE_LIMIT = '1'
    const ip = `192.0.2.${(Date.now() % 250) + 1}`
    expect(await contactFrom(ip)).toBe(201)
    expect(await contactFrom(`::ffff:${ip}`)).toBe(429)
  })

  it('counters whose window has passed are deleted', async () => {
    const stamp = `expiry-${Date.now()}`
    await checkRateLimit(payload, { key: `${stamp}:old`, limit: 5, windowSeconds: 1 })
    expect(await countersLike(`%${stamp}:old`)).toBe(1)
    // A window passes without waiting for it: the counter's start moves back on the database
    // clock, and this process's clock, which spaces the sweeps a window apart, moves on.
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '1 second' WHERE key LIKE ${`%${stamp}:old`}`,
    )
    const aWindowLater = Date.now() + 1_000
    const clock = vi.spyOn(Date, 'now').mockReturnValue(aWindowLater)
    try {
      await checkRateLimit(payload, { key: `${stamp}:new`, limit: 5, windowSeconds: 1 })
    } finally {
      clock.mockRestore()
    }
    await expect.poll(() => countersLike(`%${stamp}:old`)).toBe(0)
    expect(await countersLike(`%${stamp}:new`)).toBe(1)
  })
})
