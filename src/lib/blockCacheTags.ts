import type { Page } from '@/payload-types'
import { BUILT_FORMS_TAG, CASE_STUDIES_TAG, DEMO_VIDEOS_TAG, FAQS_TAG, JOBS_TAG, PRICING_TIERS_TAG, SUB_PROCESSORS_TAG, TRUST_DOCUMENTS_TAG } from './cacheTags'

type BlockType = Page['layout'][number]['blockType']

/**
 * The collections a page block lists, by the block's slug: a page showing the block carries
 * their tags, so a publish of one of them expires the page (src/lib/cmsPageTags.ts), in Next's
 * cache and in Varnish. A block whose component reads a list belongs here
 * (tests/unit/page-cache-tags.test.ts fails when one is missing).
 */
export const LISTED_BY_BLOCK: Partial<Record<BlockType, readonly string[]>> = {
  builtForm: [BUILT_FORMS_TAG],
  caseStudyCards: [CASE_STUDIES_TAG],
  demoVideos: [DEMO_VIDEOS_TAG],
  faqList: [FAQS_TAG],
  jobOpenings: [JOBS_TAG],
  pricingTable: [PRICING_TIERS_TAG],
  subProcessorList: [SUB_PROCESSORS_TAG],
  trustDocuments: [TRUST_DOCUMENTS_TAG],
}
