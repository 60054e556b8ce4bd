import type { Locator } from '@playwright/test'
import type { Page } from '@/payload-types'

type LayoutBlock = Page['layout'][number]
export type BlockType = LayoutBlock['blockType']
type BlockData<K extends BlockType> = Omit<Extract<LayoutBlock, { blockType: K }>, 'blockType'>

/** What the seed gives a case that needs a stored document (the example built form's id). */
export type CaseFixtures = { builtFormId: number }

/**
 * One block of a type as the CMS stores it, and what a visitor must see of it in `main`: each
 * block's folder has one (`e2eCase.ts`), which tests/e2e/every-block.e2e.ts places on one page.
 */
export type BlockCase<K extends BlockType = BlockType> = {
  blockType: K
  block: BlockData<K> | ((fixtures: CaseFixtures) => BlockData<K>)
  visible: (main: Locator) => Locator[]
}

export const blockCase = <K extends BlockType>(
  blockType: K,
  parts: Omit<BlockCase<K>, 'blockType'>,
): BlockCase<K> => ({
  blockType,
  ...parts,
})

/** A block's section in the page, by its accessible name. */
export const region = (main: Locator, name: string) =>
  main.getByRole('region', { name, exact: true })
