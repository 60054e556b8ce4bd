import { spawn } from 'node:child_process'
import net from 'node:net'
import { databaseFromTemplate } from '../../fixtures/databaseTemplates'
import { getFreePort } from '../../fixtures/ports'
import { killTree, stopProcessTree } from '../../fixtures/processTree'
import { expect, test } from './test'

const STAFF_BAR_TAG = '<script src="/staff-bar.js" defer data-staff-bar=""></script>'

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => resolve((socket.destroy(), true)))
    socket.once('error', () => resolve(false))
  })

/**
 * `npm run dev` on a copy of the run's seeded template, already migrated and seeded: run.ts only
 * checks that, then starts the development server, which compiles a route on its first request.
 * Its build output goes to .next/dev, apart from the production build the suite's server runs.
 */
async function npmRunDev() {
  const database = await databaseFromTemplate('seeded')
  const port = await getFreePort()
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET,
    PORT: String(port),
    SERVER_URL: url,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const npm = spawn('npm', ['run', 'dev'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  // The output's tail, for the failure message: read all along, so the pipes never fill up.
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-3000))
  npm.stdout.on('data', keep)
  npm.stderr.on('data', keep)
  const deadline = Date.now() + 90_000
  while (
    !(await fetch(`${url}/staff-bar.js`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || npm.exitCode !== null) {
      // Which of the two it was tells a slow first compile from a start-up crash.
      const why = npm.exitCode === null ? 'no answer within 90 s' : `exited with ${npm.exitCode}`
      // Whatever state it is in, nothing it started outlives the test.
      killTree(npm.pid!)
      await database.stop()
      throw new Error(`npm run dev did not come up: ${why}. Its output ended with:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const stop = async () => {
    // run.ts notices that npm is gone and stops the server; what is left after 15 s is killed.
    await stopProcessTree(npm.pid!, 15_000)
    await database.stop()
  }
  return { url, port, stop }
}

test('npm run dev adds the staff bar to a page requested with a session, and nothing to a visitor’s; its forms hydrate when touched; an unknown path is 404', async ({
  page,
}) => {
  // Start-up, then the first compile of the page route (about 15 s on two cores).
  test.setTimeout(180_000)
  const dev = await npmRunDev()
  try {
    const visitor = await fetch(`${dev.url}/`)
    expect(visitor.status).toBe(200)
    expect(await visitor.text()).not.toMatch(/staff-bar|Edit this page/)

    // The bar's script checks the session itself; the server only looks for the cookie.
    const staff = await fetch(`${dev.url}/`, { headers: { cookie: 'payload-token=any' } })
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect((await staff.text()).endsWith(STAFF_BAR_TAG)).toBe(true)

    // As in production: no page there, no 200.
    expect((await fetch(`${dev.url}/no-such-page`)).status).toBe(404)

    // Development builds the server-only form markup and the late hydration differently
    // (React's strict mode, its own bundles): the contact form still answers once touched.
    const errors: string[] = []
    page.on(
      'console',
      (message) => void (message.type() === 'error' && errors.push(message.text())),
    )
    await page.goto(`${dev.url}/contact`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 60_000 })
    const form = page.getByRole('form', { name: 'Contact us' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('alert').first()).toHaveText('Name is required', {
      timeout: 60_000,
    })
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
  } finally {
    await dev.stop()
  }
  expect(await isListening(dev.port)).toBe(false)
})
