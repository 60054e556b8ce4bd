import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * A migration is history: replayed on a fresh database, it must do what it did on its day. What
 * it imports from the app (src/, collections/, the config) is today's code, which expects
 * today's schema, so a migration imports only Payload's own packages, and the index only the
 * migrations beside it.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../src/migrations')

// TypeScript's own reading of the imports, static and dynamic: the SQL in a migration is no import.
const importsOf = (source: string): string[] =>
  ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)

const isPayloads = (specifier: string) => /^(payload|@payloadcms\/[^/]+)(\/.*)?$/.test(specifier)
const isSiblingMigration = (specifier: string) => /^\.\/\d{8}_\d{6}_\w+$/.test(specifier)

describe('migrations stand alone', () => {
  const files = readdirSync(FOLDER).filter((name) => name.endsWith('.ts'))

  it.each(files)('%s imports only Payload (and the index only the migrations)', (name) => {
    const allowed = (specifier: string) =>
      isPayloads(specifier) || (name === 'index.ts' && isSiblingMigration(specifier))
    const imports = importsOf(readFileSync(path.join(FOLDER, name), 'utf8'))
    expect(imports.filter((specifier) => !allowed(specifier))).toEqual([])
  })

  it('sees the imports of a migration that reaches into the app', () => {
    const source = [
      "import { sql } from '@payloadcms/db-postgres'",
      "import { a } from '../lib/search/searchIndex'",
      "const b = await import('@/lib/env')",
      'await db.execute(sql`ALTER TABLE "x" ADD "from" varchar`)',
    ].join('\n')
    expect(importsOf(source)).toEqual([
      '@payloadcms/db-postgres',
      '../lib/search/searchIndex',
      '@/lib/env',
    ])
  })
})
