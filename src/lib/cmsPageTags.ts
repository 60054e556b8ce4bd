import type { Page } from '@/payload-types'
import {
  CASE_STUDIES_TAG,
  DEMO_VIDEOS_TAG,
  FAQS_TAG,
  JOBS_TAG,
  PAGES_TAG,
  pageTag,
  PRICING_TIERS_TAG,
  REDIRECTS_TAG,
} from './cacheTags'

type BlockType = Page['layout'][number]['blockType']

/** The collections a block lists, beyond the page itself and the site settings every page reads. */
const LISTED_BY_BLOCK: Partial<Record<BlockType, string>> = {
  faqList: FAQS_TAG,
  pricingTable: PRICING_TIERS_TAG,
  jobOpenings: JOBS_TAG,
  caseStudyCards: CASE_STUDIES_TAG,
  demoVideos: DEMO_VIDEOS_TAG,
}

/** The tags of a CMS page: its own, the list of pages, and those of the collections its blocks list. */
export function cmsPageTags(path: string, page: Pick<Page, 'layout'> | null): string[] {
  // A path without a page is a redirect or a 404 (never stored): a new page or redirect expires it.
  if (!page) return [pageTag(path), PAGES_TAG, REDIRECTS_TAG]
  const listed = page.layout.flatMap((block) => LISTED_BY_BLOCK[block.blockType] ?? [])
  return [pageTag(path), PAGES_TAG, ...new Set(listed)]
}
