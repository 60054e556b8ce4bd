import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { embeddedMajor, startEmbeddedPostgres } from '../../scripts/database'
import { getFreePort } from '../fixtures/ports'

let dir: string

afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('a data folder made by another PostgreSQL major stops the start with what to do, before the server runs', async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-old-pg-'))
  const dataDir = path.join(dir, 'postgres')
  mkdirSync(dataDir)
  const otherMajor = embeddedMajor() + 2
  writeFileSync(path.join(dataDir, 'PG_VERSION'), `${otherMajor}\n`)

  const started = startEmbeddedPostgres({
    dataDir,
    port: await getFreePort(),
    database: 'site',
    quiet: true,
  })

  await expect(started).rejects.toThrow(
    `made by PostgreSQL ${otherMajor}, but the embedded server is PostgreSQL ${embeddedMajor()}`,
  )
  await expect(started).rejects.toThrow(/move the folder away \(mv \S+postgres \S+postgres-\d+\)/)
  await expect(started).rejects.toThrow('npm run seed')
})
