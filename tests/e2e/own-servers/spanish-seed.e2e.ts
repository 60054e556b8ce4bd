import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { databaseFromTemplate } from '../../fixtures/databaseTemplates'
import { readSeededSpanish, SPANISH_SNAPSHOT } from '../../fixtures/spanishSeed'
import { expect, test } from './test'

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown

// The run's seeded template is what `npm run seed` writes on a migrated database: read a copy
// (other tests write Spanish text into the suite's own database).
test('the seed writes exactly the Spanish content of the committed snapshot', async () => {
  test.setTimeout(120_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spanish-seed-'))
  const database = await databaseFromTemplate('seeded')
  try {
    const file = path.join(dir, 'spanish.json')
    await readSeededSpanish(file, database.url)
    expect(readJson(file)).toEqual(readJson(SPANISH_SNAPSHOT))
  } finally {
    await database.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
