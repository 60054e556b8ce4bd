import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { BlockCase, CaseFixtures } from '../../src/blocks/e2eCase'
import type { Page } from '../../src/payload-types'

type LayoutBlock = Page['layout'][number]

const BLOCKS = path.resolve('src/blocks')

/**
 * Every block's case, read from the block folders themselves (src/blocks/<Name>/e2eCase.ts), so a
 * new block brings its own; a unit test (every-block-folder-is-registered-rendered-and-cased)
 * fails when a block of the pages' layout field has none.
 */
export async function everyBlockCase(): Promise<BlockCase[]> {
  const folders = readdirSync(BLOCKS, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(BLOCKS, entry.name, 'e2eCase.ts')),
    )
    .map((entry) => path.join(BLOCKS, entry.name, 'e2eCase.ts'))
  return Promise.all(
    folders.map(async (file) => ((await import(file)) as { e2eCase: BlockCase }).e2eCase),
  )
}

/** The layout of the page: one block of every type, in the order of the cases. */
export function everyBlockLayout(
  cases: readonly BlockCase[],
  fixtures: CaseFixtures,
): LayoutBlock[] {
  return cases.map(
    ({ blockType, block }) =>
      ({ blockType, ...(typeof block === 'function' ? block(fixtures) : block) }) as LayoutBlock,
  )
}
