import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@/blocks/pageBlocks'
import { BLOCK_FOLDERS } from '@/blocks/registry'
import { blockFoldersOnDisk, blockRegistryFiles } from '../../scripts/blockRegistry'
import { everyBlockCase } from '../e2e/everyBlockCases'

const ROOT = path.resolve(import.meta.dirname, '../..')

// A block is its folder plus its line in src/blocks/registry.ts; `npm run generate:blocks` writes
// the config side (no React) and the render side from them. The type check ties the render side to
// the generated types; these tie the registry, the generated lists and the cases to the folders.
describe('every block folder', () => {
  it('is in the registry (src/blocks/registry.ts) once, and the registry names no other folder', () => {
    expect([...BLOCK_FOLDERS].sort()).toEqual(blockFoldersOnDisk())
    expect(new Set(BLOCK_FOLDERS).size).toBe(BLOCK_FOLDERS.length)
  })

  it('is in the generated config and component lists as `npm run generate:blocks` writes them now', async () => {
    for (const { file, text } of await blockRegistryFiles())
      expect(
        readFileSync(path.join(ROOT, file), 'utf8'),
        `${file} is stale: run npm run generate:blocks`,
      ).toBe(text)
  })

  it('has its e2e case (e2eCase.ts) for the every-block page, and there are no others', async () => {
    const cases = await everyBlockCase()
    expect(cases.map((blockCase) => blockCase.blockType).sort()).toEqual(
      pageBlocks.map((block) => block.slug).sort(),
    )
  })
})
