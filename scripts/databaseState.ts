/**
 * What a database holds, asked of PostgreSQL directly: which committed migrations it lacks, and
 * whether it has been seeded. Payload's migrate and seed each load the whole config (seconds of
 * module loading); on nearly every start there is nothing for them to do, and `npm start`, `dev`,
 * `build` and `seed` skip those steps on these answers.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

const MIGRATIONS_DIR = 'src/migrations'

/** The committed migrations' names, as Payload names them: each file but index, without extension. */
export function committedMigrations(dir: string = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file) && !/^index\./.test(file))
    .map((file) => path.basename(file, path.extname(file)))
    .sort()
}

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

async function tableExists(client: pg.Client, table: string): Promise<boolean> {
  const { rows } = await client.query<{ found: string | null }>(
    'select to_regclass($1)::text as found',
    [table],
  )
  return rows[0].found !== null
}

/** The committed migrations not yet recorded in the database's `payload_migrations`. */
export function pendingMigrations(url: string, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const committed = committedMigrations(dir)
  return withClient(url, async (client) => {
    if (!(await tableExists(client, 'payload_migrations'))) return committed
    const { rows } = await client.query<{ name: string }>('select name from payload_migrations')
    const applied = new Set(rows.map((row) => row.name))
    return committed.filter((name) => !applied.has(name))
  })
}

/** Whether anyone can sign in yet: the seed's own test of an empty database (seed/index.ts). */
export function hasUsers(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    if (!(await tableExists(client, 'users'))) return false
    const { rows } = await client.query<{ found: boolean }>(
      'select exists (select 1 from users) as found',
    )
    return rows[0].found
  })
}
