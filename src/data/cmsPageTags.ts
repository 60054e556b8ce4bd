import { PAGES_TAG, pageTag, REDIRECTS_TAG } from '@/lib/cacheTags'
import type { Page } from '@/payload-types'
import { LISTED_BY_BLOCK } from '@/blocks/pageBlocks'

/** The tags of a CMS page: its own, the list of pages, and those of the collections its blocks list. */
export function cmsPageTags(path: string, page: Pick<Page, 'layout'> | null): string[] {
  // A path without a page is a redirect or a 404 (never stored): a new page or redirect expires it.
  if (!page) return [pageTag(path), PAGES_TAG, REDIRECTS_TAG]
  const listed = page.layout.flatMap((block) => LISTED_BY_BLOCK.get(block.blockType) ?? [])
  return [pageTag(path), PAGES_TAG, ...new Set(listed)]
}
