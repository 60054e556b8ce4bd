import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@/blocks/pageBlocks'
import { everyBlockCase } from '../e2e/everyBlockCases'

const BLOCKS = path.resolve('src/blocks')
const slugs = pageBlocks.map((block) => block.slug).sort()

/** The block folders: each holds a config.ts. */
const folders = readdirSync(BLOCKS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(BLOCKS, entry.name, 'config.ts')))
  .map((entry) => entry.name)

// A block is its folder plus its line in pageBlocks.ts (config side, no React) and in
// RenderBlocks.tsx (render side). The type check ties the two once the types are regenerated;
// these tie them straight from the sources.
describe('every block folder', () => {
  it('is in the config-side list (pageBlocks.ts), once', () => {
    const slugOf = (folder: string) =>
      /slug: '([^']+)'/.exec(readFileSync(path.join(BLOCKS, folder, 'config.ts'), 'utf8'))?.[1]
    expect(folders.map(slugOf).sort()).toEqual(slugs)
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('has its component in the render-side map (RenderBlocks.tsx), and the map no other', () => {
    const source = readFileSync(path.join(BLOCKS, 'RenderBlocks.tsx'), 'utf8')
    const map = /const blockComponents: BlockComponents = \{\n([^}]*)\}/.exec(source)?.[1] ?? ''
    const keys = [...map.matchAll(/^\s+(\w+): \w+,$/gm)].map((match) => match[1])
    expect(keys.sort()).toEqual(slugs)
  })

  it('has its e2e case (e2eCase.ts) for the every-block page, and there are no others', async () => {
    const cases = await everyBlockCase()
    expect(cases.map((blockCase) => blockCase.blockType).sort()).toEqual(slugs)
  })
})
