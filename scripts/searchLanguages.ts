/**
 * The site search's own parts for each language of config/locales.mjs: a text search
 * configuration (PostgreSQL's for the language, with `unaccent` before its stemmer, named as
 * the search reads it) and a GIN index of that language's rows. scripts/migrate.ts makes what is
 * missing after every migration run, so a new language needs no migration written by hand; the
 * index is then rebuilt, with the new language's rows.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { LANGUAGES } from '../config/locales.mjs'
import { searchConfigurationName } from '../src/lib/i18n/locales'
import { reindexEverything } from '../src/lib/search/searchIndex'

type Execute = (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>

/** A language code goes into SQL as written (an index's predicate takes no parameter): letters and hyphens only. */
const CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/

/** Makes the configuration and the index of each language that lacks them; the languages made. */
export async function makeSearchLanguages(
  execute: Execute,
  languages: readonly { code: string; textSearch: string }[] = LANGUAGES,
): Promise<string[]> {
  const made: string[] = []
  for (const { code, textSearch } of languages) {
    if (!CODE.test(code) || !/^[a-z]+$/.test(textSearch)) {
      throw new Error(`Language ${code}: not a language code, or ${textSearch} not a configuration`)
    }
    const name = searchConfigurationName(textSearch)
    const { rows } = await execute(sql`SELECT 1 FROM pg_ts_config WHERE cfgname = ${name}`)
    if (rows.length === 0) {
      await execute(sql`
        CREATE TEXT SEARCH CONFIGURATION ${sql.identifier(name)} (COPY = ${sql.identifier(textSearch)});
        ALTER TEXT SEARCH CONFIGURATION ${sql.identifier(name)}
          ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${sql.identifier(`${textSearch}_stem`)}`)
      made.push(code)
    }
    await execute(sql`
      CREATE INDEX IF NOT EXISTS ${sql.identifier(`site_search_vector_${code.replace(/-/g, '_')}_idx`)}
      ON site_search USING gin (vector) WHERE locale = ${sql.raw(`'${code}'`)}`)
  }
  return made
}

/** After the migrations: every listed language searchable, its rows indexed when it is new. */
export async function makeSiteSearchLanguages(payload: Payload): Promise<void> {
  const drizzle = (payload.db as unknown as PostgresAdapter).drizzle
  const execute: Execute = (query) => drizzle.execute(query)
  const made = await makeSearchLanguages(execute)
  if (made.length === 0) return
  payload.logger.info(`Site search: new languages ${made.join(', ')}; rebuilding the index`)
  await reindexEverything(payload)
}
