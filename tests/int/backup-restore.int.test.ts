import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startEmbeddedPostgres, type Database } from '../../scripts/database'
import { migrateDatabase, seedDatabase } from '../fixtures/app'
import { getFreePort } from '../fixtures/ports'

// What a backup must bring back whole: the content, every kind of submission, the staff.
const TABLES = [
  'pages',
  'newsletter_subscribers',
  'demo_requests',
  'quote_requests',
  'contact_messages',
  'recovery_applications',
  'users',
]

const root = process.cwd()
// A project folder of its own: the embedded default keeps its database in <workDir>/.data/postgres.
let workDir: string
let dataDir: string
let port: number
// The scripts' environment: no DATABASE_URL, so they start the embedded server themselves.
let env: NodeJS.ProcessEnv
// The embedded server while the test itself looks at the database (stopped for backup and restore).
let database: Promise<Database> | null = null
// The first test's backup, which the second restores over a changed database.
let backupFolder = ''

type Run = { code: number | null; output: string }

/** Runs a TypeScript file of the project from `workDir` (so .data/ lands there). */
function runScript(
  file: string,
  args: string[] = [],
  extraEnv: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        path.join(root, 'node_modules/tsx/dist/loader.mjs'),
        path.join(root, file),
        ...args,
      ],
      {
        cwd: workDir,
        env: { ...env, ...extraEnv, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

async function startDatabase(): Promise<string> {
  database ??= startEmbeddedPostgres({ dataDir, port, database: 'site', quiet: true })
  return (await database).url
}

async function stopDatabase(): Promise<void> {
  const running = database
  database = null
  await (await running)?.stop()
}

async function query<Row extends object>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: await startDatabase() })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [table, await query(`SELECT * FROM ${table} ORDER BY id`)]),
    ),
  )

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  // As root, PostgreSQL runs as the OS user `postgres`, which must reach its data folder.
  chmodSync(workDir, 0o755)
  dataDir = path.join(workDir, '.data/postgres')
  // Never the default port: a developer's own embedded server there would be reused.
  port = await getFreePort()
  env = {
    ...process.env,
    EMBEDDED_PG_PORT: String(port),
    BACKUP_DIR: path.join(workDir, 'backups'),
    NODE_ENV: 'production',
  }
  delete env.DATABASE_URL
  delete env.EMBEDDED_PG_DIR
  const url = await startDatabase()
  await migrateDatabase({ ...env, DATABASE_URL: url })
  await seedDatabase({ ...env, DATABASE_URL: url })
  // Migrations and the seed take minutes on a busy machine.
}, 600_000)

afterAll(async () => {
  await stopDatabase()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

it('a backup of the embedded database restored after its folder is deleted brings back every page, submission and user, and the media', async () => {
  const submitted = await runScript(
    'tests/fixtures/submitForm.ts',
    ['newsletter', JSON.stringify({ email: 'kept@backup.test' })],
    {
      DATABASE_URL: await startDatabase(),
    },
  )
  expect(submitted.output).toContain('{"status":201}')
  mkdirSync(path.join(workDir, '.data/media'), { recursive: true })
  writeFileSync(path.join(workDir, '.data/media/upload.txt'), 'an uploaded file')
  const before = await snapshot()
  expect(before.pages.length).toBeGreaterThan(0)
  expect(before.users.length).toBeGreaterThan(0)
  expect(before.newsletter_subscribers.map((row: { email?: string }) => row.email)).toContain(
    'kept@backup.test',
  )
  await stopDatabase()

  const backup = await runScript('scripts/backup.ts')
  expect(backup.code, backup.output).toBe(0)
  backupFolder = /Backup written to (\S+)/.exec(backup.output)?.[1] ?? ''
  expect(backupFolder.startsWith(path.join(workDir, 'backups'))).toBe(true)

  // The whole of .data: the database cluster and the media.
  rmSync(path.join(workDir, '.data'), { recursive: true })

  const restored = await runScript('scripts/restore.ts', [backupFolder])
  expect(restored.code, restored.output).toBe(0)
  expect(await snapshot()).toEqual(before)
  expect(readFileSync(path.join(workDir, '.data/media/upload.txt'), 'utf8')).toBe(
    'an uploaded file',
  )
}, 120_000)

it('restore into DATABASE_URL refuses a database that holds tables, and replaces it with --force', async () => {
  const expected = await snapshot()
  await query(`DELETE FROM newsletter_subscribers WHERE email = 'kept@backup.test'`)
  const changed = await snapshot()
  const atUrl = { DATABASE_URL: await startDatabase() }

  const refused = await runScript('scripts/restore.ts', [backupFolder], atUrl)
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/already holds \d+ tables.*--force/)
  expect(await snapshot()).toEqual(changed)

  const forced = await runScript('scripts/restore.ts', [backupFolder, '--force'], atUrl)
  expect(forced.code, forced.output).toBe(0)
  expect(await snapshot()).toEqual(expected)
}, 120_000)
