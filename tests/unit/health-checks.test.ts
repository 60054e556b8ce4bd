import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { healthChecks } from '../../server/health'
import { getFreePort } from '../fixtures/ports'

let server: http.Server | undefined

async function serve(health: ReturnType<typeof healthChecks>): Promise<string> {
  server = http.createServer((req, res) => {
    if (!health.answer(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

describe('readiness', () => {
  it('is 503 naming the database when nothing listens at DATABASE_URL', async () => {
    const port = await getFreePort()
    const url = await serve(
      healthChecks({ databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/site` }),
    )
    const response = await fetch(`${url}/readyz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', failing: ['database'] })
  })

  it('is 503 at once from the moment the instance stops, while /healthz still answers', async () => {
    const health = healthChecks({})
    const url = await serve(health)
    expect((await fetch(`${url}/readyz`)).status).toBe(200)
    health.stopping()
    const response = await fetch(`${url}/readyz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'stopping' })
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
  })

  it('leaves every other path to the app', async () => {
    const url = await serve(healthChecks({}))
    expect((await fetch(`${url}/healthz/more`)).status).toBe(404)
    expect((await fetch(`${url}/readyz.json`)).status).toBe(404)
  })
})
