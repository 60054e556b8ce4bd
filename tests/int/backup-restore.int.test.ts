import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { migrateDatabase, seedDatabase } from '../fixtures/app'
import { debianPostgresBin, startDebianPostgres } from '../fixtures/debianPostgres'

// What a backup must bring back whole: the content, every kind of submission, the staff.
const TABLES = ['pages', 'newsletter_subscribers', 'demo_requests', 'quote_requests', 'contact_messages', 'recovery_applications', 'users']

const root = process.cwd()
let database: { url: string; stop: () => Promise<void> }
let workDir: string
let env: NodeJS.ProcessEnv
// The first test's backup, which the second restores over a changed database.
let backupFolder = ''

type Run = { code: number | null; output: string }

/** Runs a TypeScript file of the project from `workDir` (so .data/ and backups land there). */
function runScript(file: string, args: string[] = []): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', path.join(root, 'node_modules/tsx/dist/loader.mjs'), path.join(root, file), ...args], {
      cwd: workDir,
      env: { ...env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output }))
  })
}

async function query<Row extends object>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<Row>(sql)).rows
  } finally {
    await client.end()
  }
}

const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await query(`SELECT * FROM ${table} ORDER BY id`)])))

beforeAll(async () => {
  const bin = debianPostgresBin()
  if (!bin) throw new Error('This test needs Debian’s PostgreSQL server and client of one major (apt-get install postgresql-15).')
  database = await startDebianPostgres(bin)
  workDir = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
  env = { ...process.env, DATABASE_URL: database.url, BACKUP_DIR: path.join(workDir, 'backups'), NODE_ENV: 'production' }
  await migrateDatabase(env)
  await seedDatabase(env)
  // Migrations and the seed take minutes on a busy machine.
}, 600_000)

afterAll(async () => {
  await database?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

it('a backup restored into a wiped database brings back every page, submission and user, and the media', async () => {
  const submitted = await runScript('tests/fixtures/submitForm.ts', ['newsletter', JSON.stringify({ email: 'kept@backup.test' })])
  expect(submitted.output).toContain('{"status":201}')
  mkdirSync(path.join(workDir, '.data/media'), { recursive: true })
  writeFileSync(path.join(workDir, '.data/media/upload.txt'), 'an uploaded file')
  const before = await snapshot()
  expect(before.pages.length).toBeGreaterThan(0)
  expect(before.users.length).toBeGreaterThan(0)
  expect(before.newsletter_subscribers.map((row: { email?: string }) => row.email)).toContain('kept@backup.test')

  const backup = await runScript('scripts/backup.ts')
  expect(backup.code, backup.output).toBe(0)
  backupFolder = /Backup written to (\S+)/.exec(backup.output)?.[1] ?? ''
  expect(backupFolder.startsWith(path.join(workDir, 'backups'))).toBe(true)

  await query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  rmSync(path.join(workDir, '.data/media'), { recursive: true })

  const restored = await runScript('scripts/restore.ts', [backupFolder])
  expect(restored.code, restored.output).toBe(0)
  expect(await snapshot()).toEqual(before)
  expect(readFileSync(path.join(workDir, '.data/media/upload.txt'), 'utf8')).toBe('an uploaded file')
}, 120_000)

it('restore refuses a database that holds tables, and replaces it with --force', async () => {
  const expected = await snapshot()
  await query(`DELETE FROM newsletter_subscribers WHERE email = 'kept@backup.test'`)
  const changed = await snapshot()

  const refused = await runScript('scripts/restore.ts', [backupFolder])
  expect(refused.code).toBe(1)
  expect(refused.output).toMatch(/already holds \d+ tables.*--force/)
  expect(await snapshot()).toEqual(changed)

  const forced = await runScript('scripts/restore.ts', [backupFolder, '--force'])
  expect(forced.code, forced.output).toBe(0)
  expect(await snapshot()).toEqual(expected)
}, 120_000)
