/**
 * `npm run backup`: a consistent dump of the database (embedded or DATABASE_URL) by PostgreSQL's
 * own pg_dump, and the media folder, into one timestamped folder under BACKUP_DIR
 * (.data/backups). Prints the folder; `npm run restore -- <folder>` reads it back.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
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

async function backup(): Promise<string> {
  const database = await startProjectDatabase()
  try {
    const major = await serverMajor(database.url)
    const pgDump = findPostgresTool('pg_dump', major)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const folder = path.resolve(process.env.BACKUP_DIR || '.data/backups', `backup-${stamp}`)
    mkdirSync(folder, { recursive: true })
    const { dbname, env } = connectionFor(database.url)
    // Custom format: compressed, one snapshot of the whole database, restorable table by table.
    await runProgram(
      pgDump.path,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(folder, DUMP_FILE)}`,
        `--dbname=${dbname}`,
      ],
      env,
    )
    const media = path.resolve(MEDIA_DIR)
    const hasMedia = existsSync(media)
    if (hasMedia) await runProgram('tar', ['-czf', path.join(folder, MEDIA_FILE), '-C', media, '.'])
    writeFileSync(
      path.join(folder, 'backup.json'),
      `${JSON.stringify({ createdAt: new Date().toISOString(), postgres: major, pgDump: pgDump.path, media: hasMedia }, null, 2)}\n`,
    )
    return folder
  } finally {
    await database.stop()
  }
}

backup().then(
  (folder) => console.info(`Backup written to ${folder}`),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
