import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { getFreePort } from '../../fixtures/ports'
import { isAlive, killTree, processTree } from '../../fixtures/processTree'
import { expect, test } from './test'

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => resolve((socket.destroy(), true)))
    socket.once('error', () => resolve(false))
  })

type Started = {
  npm: ChildProcess
  port: number
  pgPort: number
  dataDir: string
  cleanup: () => void
}

/** `npm start` as a deployer runs it: no DATABASE_URL, so with its own embedded PostgreSQL. */
async function npmStart(): Promise<Started> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-stop-'))
  chmodSync(dir, 0o755)
  const [port, pgPort] = [await getFreePort(), await getFreePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    PAYLOAD_SECRET: 'stop-test-secret',
    SERVER_URL: `http://127.0.0.1:${port}`,
  }
  delete env.DATABASE_URL
  const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'ignore', 'pipe'] })
  // The error output's tail, for the failure message: read all along, so the pipe never fills up.
  let errors = ''
  npm.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
  // Whatever happened, nothing this start began outlives the test: what ran under npm once it
  // answered is remembered, for processes that npm's death handed to another parent.
  let startedTree: number[] = []
  const cleanup = () => {
    killTree(npm.pid!)
    for (const pid of startedTree) killTree(pid)
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  while (
    !(await fetch(`http://127.0.0.1:${port}/og-default.png`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || npm.exitCode !== null) {
      const why = npm.exitCode === null ? 'no answer within 90 s' : `exited with ${npm.exitCode}`
      cleanup()
      throw new Error(`npm start did not come up: ${why}. Its error output ended with:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  startedTree = processTree(npm.pid!)
  return { npm, port, pgPort, dataDir: path.join(dir, 'postgres'), cleanup }
}

async function expectAllGone(started: Started, tree: number[]) {
  const stoppedBy = Date.now() + 10_000
  while (tree.some(isAlive) && Date.now() < stoppedBy)
    await new Promise((resolve) => setTimeout(resolve, 100))
  expect(
    tree.filter(isAlive),
    'processes of the app or of PostgreSQL still running 10 s later',
  ).toEqual([])
  expect(await isListening(started.port)).toBe(false)
  expect(await isListening(started.pgPort)).toBe(false)
  // PostgreSQL removes its pid file only when it has finished a clean shutdown.
  expect(existsSync(path.join(started.dataDir, 'postmaster.pid'))).toBe(false)
}

test.describe('stopping npm start', () => {
  test.describe.configure({ timeout: 180_000 })

  test('SIGTERM to the npm process stops Next and then PostgreSQL within 10 s, and frees the port', async () => {
    const started = await npmStart()
    try {
      const tree = processTree(started.npm.pid!)
      expect(tree.length, 'npm, run.ts, the server and PostgreSQL').toBeGreaterThanOrEqual(4)
      started.npm.kill('SIGTERM')
      await expectAllGone(started, tree)
    } finally {
      started.cleanup()
    }
  })

  test('when the npm process dies outright, what it started stops too', async () => {
    const started = await npmStart()
    try {
      const tree = processTree(started.npm.pid!)
      started.npm.kill('SIGKILL')
      await expectAllGone(started, tree)
    } finally {
      started.cleanup()
    }
  })
})
