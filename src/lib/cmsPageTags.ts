import type { Page } from '@/payload-types'
import { pageBlocks } from '@/blocks/pageBlocks'
import { PAGES_TAG, pageTag, REDIRECTS_TAG } from './cacheTags'

type BlockType = Page['layout'][number]['blockType']

/**
 * The tags of the collections each block lists, as its config declares them
 * (`custom.cacheTags`, beside the block's fields).
 */
const LISTED_BY_BLOCK = new Map<string, string[]>(
  pageBlocks.map((block) => [block.slug, (block.custom?.cacheTags as string[] | undefined) ?? []]),
)

/** The tags of a CMS page: its own, the list of pages, and those of the collections its blocks list. */
export function cmsPageTags(path: string, page: Pick<Page, 'layout'> | null): string[] {
  // A path without a page is a redirect or a 404 (never stored): a new page or redirect expires it.
  if (!page) return [pageTag(path), PAGES_TAG, REDIRECTS_TAG]
  const listed = page.layout.flatMap((block) => LISTED_BY_BLOCK.get(block.blockType satisfies BlockType) ?? [])
  return [pageTag(path), PAGES_TAG, ...new Set(listed)]
}
