import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { api } from '../cmsApi'
import { cacheCounts } from '../pageCache'
import { expect, test } from './test'
import { signInOverRest } from '../twoFactor'

type Server = Awaited<ReturnType<typeof startIsolatedServer>>

const METRICS_TOKEN = 'metrics-token-of-the-unknown-paths-test'

/** Bytes under a folder: the page cache on disk lives in .next. */
function folderSize(folder: string): number {
  let total = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    total += entry.isDirectory() ? folderSize(full) : statSync(full).size
  }
  return total
}

const cmsToken = (server: Server) =>
  signInOverRest(
    server.env.SEED_ADMIN_EMAIL!,
    server.env.SEED_ADMIN_PASSWORD!,
    server.env.SEED_ADMIN_TOTP_SECRET!,
    server.baseUrl,
  )

/** An unknown path of one of three kinds: a CMS path, a case study, a job (whose ids are numbers). */
const unknownPath = (kind: number, name: string) =>
  [`/${name}/x`, `/case-studies/${name}`, `/careers/9${name.replace(/\D/g, '').slice(-8)}`][
    kind % 3
  ]

const redirectOf = async (server: Server, method: 'GET' | 'HEAD', from: string) => {
  const response = await fetch(`${server.baseUrl}${from}`, { method, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location') }
}

// A server of their own, started fresh on a seeded database: the very first requests after a
// start are what these tests are about, and its /metrics counts what the page cache stores.
test.describe('unknown paths and redirects on a freshly started server', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  let server: Server
  let token: string | undefined
  // One code window per sign-in: sign in once and keep the session.
  const signIn = async () => (token ??= await cmsToken(server))

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await startIsolatedServer({ METRICS_TOKEN }, { seed: true })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('a CMS redirect answers on the very first request after a start, for GET and HEAD', async () => {
    expect(await redirectOf(server, 'HEAD', '/trial')).toEqual({ status: 307, location: '/demo' })
    expect(await redirectOf(server, 'GET', '/trial')).toEqual({ status: 307, location: '/demo' })
    expect(await redirectOf(server, 'GET', '/request-demo')).toEqual({
      status: 307,
      location: '/demo',
    })
    expect(await redirectOf(server, 'HEAD', '/case-studies')).toEqual({
      status: 307,
      location: '/resources/case-studies',
    })
  })

  test('random unknown paths answer 404 and store nothing in the page cache, on disk or in memory', async () => {
    // The first 404s fill what every page reads (settings, the lists of pages, redirects, case
    // studies and jobs).
    for (let kind = 0; kind < 3; kind++)
      expect(
        (await fetch(`${server.baseUrl}${unknownPath(kind, `warm-up-${Date.now()}`)}`)).status,
      ).toBe(404)
    const before = folderSize('.next')
    const counts = () => cacheCounts({ baseUrl: server.baseUrl, metricsToken: METRICS_TOKEN })
    const writesBefore = (await counts()).writes
    const stamp = Date.now()
    for (let batch = 0; batch < 5; batch++) {
      const statuses = await Promise.all(
        Array.from(
          { length: 20 },
          async (_, index) =>
            (
              await fetch(
                `${server.baseUrl}${unknownPath(index, `random-${stamp}-${batch}-${index}`)}`,
              )
            ).status,
        ),
      )
      expect(new Set(statuses)).toEqual(new Set([404]))
    }
    expect(folderSize('.next')).toBe(before)
    // Neither pages nor data reads: no write at all while they were asked for.
    expect((await counts()).writes).toBe(writesBefore)
    // The counter does count what is stored: a real page is.
    expect((await fetch(`${server.baseUrl}/pricing`)).status).toBe(200)
    await expect.poll(async () => (await counts()).writes).toBeGreaterThan(writesBefore)
  })

  test('a path that answered 404 follows a redirect created for it at once', async () => {
    const token = await signIn()
    const from = `/moved-${Date.now()}`
    const first = await fetch(`${server.baseUrl}${from}`)
    const again = await fetch(`${server.baseUrl}${from}`)
    expect([first.status, again.status]).toEqual([404, 404])
    await api(
      token,
      'POST',
      '/redirects',
      { from, to: { type: 'custom', url: '/contact' }, type: '302' },
      server.baseUrl,
    )
    expect(await redirectOf(server, 'GET', from)).toEqual({ status: 307, location: '/contact' })
    expect(await redirectOf(server, 'HEAD', from)).toEqual({ status: 307, location: '/contact' })
  })

  test('redirects still answer after the redirects and the pages are revalidated', async () => {
    const token = await signIn()
    const { docs } = await api<{ docs: { id: number }[] }>(
      token,
      'GET',
      '/redirects?where[from][equals]=/trial&depth=0',
      undefined,
      server.baseUrl,
    )
    await api(
      token,
      'PATCH',
      `/redirects/${docs[0].id}`,
      { to: { type: 'custom', url: '/contact' } },
      server.baseUrl,
    )
    expect(await redirectOf(server, 'GET', '/trial')).toEqual({ status: 307, location: '/contact' })
    expect(await redirectOf(server, 'HEAD', '/trial')).toEqual({
      status: 307,
      location: '/contact',
    })

    const pages = await api<{ docs: { id: number; title: string }[] }>(
      token,
      'GET',
      '/pages?where[path][equals]=demo&depth=0',
      undefined,
      server.baseUrl,
    )
    await api(
      token,
      'PATCH',
      `/pages/${pages.docs[0].id}`,
      { title: `${pages.docs[0].title} ` },
      server.baseUrl,
    )
    expect(await redirectOf(server, 'GET', '/request-demo')).toEqual({
      status: 307,
      location: '/demo',
    })
    expect(await redirectOf(server, 'HEAD', '/case-studies')).toEqual({
      status: 307,
      location: '/resources/case-studies',
    })
  })
})
