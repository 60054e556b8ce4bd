import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { countRevalidation } from '../../server/pageCacheRevalidations.mjs'
import { recentNotFound } from '../../server/recentNotFound'

type Rendered = { status: number; parts: string[]; beforeEnd?: () => void }

/**
 * A real server standing in for Next behind the layer: each request renders `rendered(path)` in
 * the pieces given, and counts it. The clock is the test's.
 */
async function serverWith(rendered: (path: string) => Rendered) {
  let clock = 1_000
  const renders: string[] = []
  const logged: string[] = []
  const layer = recentNotFound({ now: () => clock, log: (line) => logged.push(line) })
  const server = http.createServer((req, res) => {
    const key = req.url!
    res.setHeader('x-frame-options', 'SAMEORIGIN')
    if (layer.answer(key, req, res)) return
    layer.watch(key, req, res)
    renders.push(key)
    const { status, parts, beforeEnd } = rendered(key)
    res.statusCode = status
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 'no-store')
    for (const part of parts.slice(0, -1)) res.write(part)
    beforeEnd?.()
    res.end(parts.at(-1))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const ask = async (path: string, method = 'GET') => {
    const response = await fetch(base + path, { method })
    return { status: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) }
  }
  const stop = () => new Promise((resolve) => server.close(resolve))
  return { ask, renders, logged, stop, wait: (ms: number) => (clock += ms) }
}

const missing = (): Rendered => ({ status: 404, parts: ['<html><h1>404</h1>', '<p>Oops! Page not found</p>', '</html>'] })

let stops: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()))
  stops = []
})
const start = async (rendered: (path: string) => Rendered) => {
  const server = await serverWith(rendered)
  stops.push(server.stop)
  return server
}

describe('a 404 asked for again within half a second', () => {
  it('is answered with the first render, whole, with its headers, and logged as a missing path', async () => {
    const server = await start(missing)
    const first = await server.ask('/en/gone')
    server.wait(200)
    const again = await server.ask('/en/gone')
    expect(server.renders).toEqual(['/en/gone'])
    expect(again.status).toBe(404)
    expect(again.body).toBe(first.body)
    expect(again.body).toBe('<html><h1>404</h1><p>Oops! Page not found</p></html>')
    for (const header of ['content-type', 'cache-control', 'x-frame-options']) expect(again.headers[header], header).toBe(first.headers[header])
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(again.body)))
    expect(server.logged).toEqual(['[server] 404: no page at /en/gone (the render of 200 ms ago)'])
  })

  it('is rendered again after half a second, and the copy only serves its own path', async () => {
    const server = await start(missing)
    await server.ask('/en/gone')
    await server.ask('/en/elsewhere')
    server.wait(500)
    await server.ask('/en/gone')
    expect(server.renders).toEqual(['/en/gone', '/en/elsewhere', '/en/gone'])
  })

  it('is rendered again once this process has expired any cache tag', async () => {
    const server = await start(missing)
    await server.ask('/en/gone')
    countRevalidation()
    await server.ask('/en/gone')
    await server.ask('/en/gone')
    expect(server.renders).toEqual(['/en/gone', '/en/gone'])
  })

  it('is not taken from a render that began before a tag expired', async () => {
    let expireMidway = true
    const server = await start(() => ({ ...missing(), beforeEnd: () => expireMidway && countRevalidation() }))
    await server.ask('/en/gone')
    expireMidway = false
    await server.ask('/en/gone')
    await server.ask('/en/gone')
    expect(server.renders).toEqual(['/en/gone', '/en/gone'])
  })

  it('answers HEAD from a copy, but only a GET is copied', async () => {
    const server = await start(missing)
    await server.ask('/en/gone', 'HEAD')
    await server.ask('/en/gone')
    const head = await server.ask('/en/gone', 'HEAD')
    expect(server.renders).toEqual(['/en/gone', '/en/gone'])
    expect(head.status).toBe(404)
    expect(head.body).toBe('')
  })

  it('keeps nothing of a page that exists, or of another error', async () => {
    const statuses: Record<string, number> = { '/en/pricing': 200, '/en/broken': 500 }
    const server = await start((path) => ({ status: statuses[path], parts: ['<html>', 'page</html>'] }))
    for (let round = 0; round < 2; round++) for (const path of Object.keys(statuses)) await server.ask(path)
    expect(server.renders).toEqual(['/en/pricing', '/en/broken', '/en/pricing', '/en/broken'])
  })

  it('holds a hundred paths at most: random paths push out the oldest', async () => {
    const server = await start(missing)
    for (let index = 0; index <= 100; index++) await server.ask(`/en/random-${index}`)
    await server.ask('/en/random-100')
    await server.ask('/en/random-0')
    expect(server.renders.slice(101)).toEqual(['/en/random-0'])
  })
})
