import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SPANISH_SNAPSHOT, writeSeededSpanish } from '../fixtures/spanishSeed'

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown

const dir = mkdtempSync(path.join(os.tmpdir(), 'spanish-seed-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the Spanish seed', () => {
  // A database of its own: other files write Spanish text into the shared one.
  it('writes exactly the Spanish content of the committed snapshot', async () => {
    const file = path.join(dir, 'spanish.json')
    await writeSeededSpanish(file)
    expect(readJson(file)).toEqual(readJson(SPANISH_SNAPSHOT))
  }, 600_000)
})
