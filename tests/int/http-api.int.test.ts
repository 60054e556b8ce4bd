import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEnrolledStaff, createStaff, signInOverHttp, testPayload } from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  payload = await testPayload()
  api = await startApiServer()
})

afterAll(() => api.stop())

const login = (email: string, password: string, origin?: string) =>
  fetch(`${api.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ email, password }),
  })

describe('Payload over HTTP', () => {
  it('a staff user signs in and gets an HTTP-only session cookie', async () => {
    const { email, password } = await createStaff(payload, ['editor'])
    const response = await login(email, password)
    expect(response.status).toBe(200)
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  it('the sixth sign-in after five wrong passwords is refused as locked', async () => {
    const { email, password } = await createStaff(payload, ['editor'])
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(email, 'nope-nope')).status).toBe(401)
    const locked = await login(email, password)
    expect(locked.status).toBe(401)
    expect(JSON.stringify(await locked.json())).toMatch(/locked/i)
  })

  it('a session cookie sent from another origin is not honoured', async () => {
    const staff = await createEnrolledStaff(payload, ['admin'])
    const { email } = staff
    const token = await signInOverHttp(api.url, staff)
    const me = (origin: string) =>
      fetch(`${api.url}/api/users/me`, {
        headers: { cookie: `payload-token=${token}`, origin },
      }).then((r) => r.json())
    expect((await me(process.env.SERVER_URL!)).user?.email).toBe(email)
    expect((await me('https://evil.example')).user).toBeNull()
  })

  it('anonymous visitors cannot list staff users', async () => {
    const rest = await fetch(`${api.url}/api/users`)
    expect(rest.status).toBe(403)
  })

  it('there is no GraphQL API: a query is answered 404', async () => {
    const response = await fetch(`${api.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Users { docs { email } } }' }),
    })
    expect(response.status).toBe(404)
  })
})
