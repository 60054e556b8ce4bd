/**
 * `npm run restore -- <backup folder or its database.dump> [--force]`: restores a backup of
 * `npm run backup` with pg_restore into an empty database (embedded or DATABASE_URL), and its
 * media folder. A database that holds tables is left alone unless --force is given; then its
 * schema is dropped first and the media folder emptied.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startProjectDatabase } from './database'
import {
  connectionFor,
  DUMP_FILE,
  findPostgresTool,
  MEDIA_DIR,
  MEDIA_FILE,
  runProgram,
  serverMajor,
} from './postgresTools'

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
    )
    return rows[0].count
  } finally {
    await client.end()
  }
}

async function dropPublicSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
  } finally {
    await client.end()
  }
}

async function restore(target: string, force: boolean): Promise<void> {
  const folder =
    existsSync(target) && statSync(target).isDirectory() ? target : path.dirname(target)
  const dump = path.join(folder, DUMP_FILE)
  if (!existsSync(dump))
    throw new Error(`${dump} not found: give the folder \`npm run backup\` printed.`)
  const database = await startProjectDatabase()
  try {
    const tables = await tableCount(database.url)
    if (tables > 0 && !force) {
      throw new Error(
        `the database already holds ${tables} tables; restore into an empty one, or add --force to replace it`,
      )
    }
    const pgRestore = findPostgresTool('pg_restore', await serverMajor(database.url))
    if (tables > 0) await dropPublicSchema(database.url)
    const { dbname, env } = connectionFor(database.url)
    await runProgram(
      pgRestore.path,
      ['--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, dump],
      env,
    )
    const media = path.join(folder, MEDIA_FILE)
    if (existsSync(media)) {
      if (force) rmSync(path.resolve(MEDIA_DIR), { recursive: true, force: true })
      mkdirSync(path.resolve(MEDIA_DIR), { recursive: true })
      await runProgram('tar', ['-xzf', media, '-C', path.resolve(MEDIA_DIR)])
    }
  } finally {
    await database.stop()
  }
}

const args = process.argv.slice(2)
const target = args.find((arg) => !arg.startsWith('--'))
if (!target) {
  console.error('Usage: npm run restore -- <backup folder> [--force]')
  process.exit(2)
}
restore(path.resolve(target), args.includes('--force')).then(
  () => console.info(`Restored ${target}`),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
