import type { Block } from 'payload'
import { blockConfigs } from './generated/configs'

/** What a block's folder declares in its config.ts: the Payload block, and the cache tags of what it lists. */
type BlockConfig = { block: Block; lists?: readonly string[] }

/**
 * Every block a marketer can place on a page, in the order the CMS offers them: written by
 * `npm run generate:blocks` from src/blocks/registry.ts (a new block's one line) and the block
 * folders. No React on this side: the CLI scripts load the Payload config in plain Node.
 */
const BLOCKS: readonly BlockConfig[] = blockConfigs

/** The pages' layout field's blocks (collections/Pages.ts). */
export const pageBlocks: Block[] = BLOCKS.map(({ block }) => block)

/**
 * The cache tags of the collections a block lists, by the block's slug: a page showing the block
 * carries them (src/data/cmsPageTags.ts), so a publish of one of them expires the page, in
 * Next's cache and in Varnish.
 */
export const LISTED_BY_BLOCK: ReadonlyMap<string, readonly string[]> = new Map(
  BLOCKS.map(({ block, lists }) => [block.slug, lists ?? []]),
)
