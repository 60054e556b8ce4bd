import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { expect, test } from './test'

// Each server here has a database of its own, so its rate-limit counters start at zero.
const LIMIT = 3

async function postContact(baseUrl: string, forwardedFor: string) {
  const response = await fetch(`${baseUrl}/api/forms/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      'x-real-ip': forwardedFor,
    },
    body: JSON.stringify({
      name: 'Proxy Test',
      email: 'proxy@example.org',
      subject: 'Rate limit',
      message: 'Checking whose address counts.',
    }),
  })
  return response.status
}

test.describe('whose address the form limit counts', () => {
  test.describe.configure({ timeout: 120_000 })

  test('with TRUSTED_PROXY_HOPS=0 a client rotating X-Forwarded-For is still limited', async () => {
    const server = await startIsolatedServer({
      FORMS_RATE_LIMIT: String(LIMIT),
      TRUSTED_PROXY_HOPS: '0',
    })
    try {
      const statuses = []
      for (let request = 1; request <= LIMIT + 2; request++)
        statuses.push(await postContact(server.baseUrl, `198.51.100.${request}`))
      expect(statuses).toEqual([201, 201, 201, 429, 429])
    } finally {
      await server.stop()
    }
  })

  test('with TRUSTED_PROXY_HOPS=1 the entry our proxy appended is the key, not what the client wrote before it', async () => {
    const server = await startIsolatedServer({
      FORMS_RATE_LIMIT: String(LIMIT),
      TRUSTED_PROXY_HOPS: '1',
    })
    try {
      // The client forges a new first entry each time; the proxy appends the same real address.
      const forged = []
      for (let request = 1; request <= LIMIT + 1; request++)
        forged.push(await postContact(server.baseUrl, `6.6.6.${request}, 203.0.113.7`))
      expect(forged).toEqual([201, 201, 201, 429])
      // Another real client behind the same proxy has a limit of its own.
      expect(await postContact(server.baseUrl, '6.6.6.6, 203.0.113.8')).toBe(201)
    } finally {
      await server.stop()
    }
  })
})
