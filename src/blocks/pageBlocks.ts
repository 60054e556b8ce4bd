import type { Block } from 'payload'
import * as Banner from './Banner/config'
import * as BuiltForm from './BuiltForm/config'
import * as CallToAction from './CallToAction/config'
import * as CampaignProgress from './CampaignProgress/config'
import * as CardGrid from './CardGrid/config'
import * as CaseStudyCards from './CaseStudyCards/config'
import * as DemoVideos from './DemoVideos/config'
import * as FaqList from './FaqList/config'
import * as FeatureList from './FeatureList/config'
import * as FormBlock from './FormBlock/config'
import * as Hero from './Hero/config'
import * as JobOpenings from './JobOpenings/config'
import * as Logos from './Logos/config'
import * as PricingTable from './PricingTable/config'
import * as RichText from './RichText/config'
import * as SchoolFinder from './SchoolFinder/config'
import * as Stats from './Stats/config'
import * as Steps from './Steps/config'
import * as SubProcessorList from './SubProcessorList/config'
import * as Testimonials from './Testimonials/config'
import * as TrustContact from './TrustContact/config'
import * as TrustDocuments from './TrustDocuments/config'
import * as Video from './Video/config'
import * as WhatsApp from './WhatsApp/config'

/** What a block's folder declares in its config.ts: the Payload block, and the cache tags of what it lists. */
type BlockConfig = { block: Block; lists?: readonly string[] }

/**
 * Every block a marketer can place on a page, in the order the CMS offers them: a new block is
 * its folder and its line here (and its component in RenderBlocks.tsx, which the type check asks
 * for). No React on this side: the CLI scripts load the Payload config in plain Node.
 */
const BLOCKS: readonly BlockConfig[] = [
  Hero,
  Banner,
  CardGrid,
  FeatureList,
  Stats,
  CallToAction,
  RichText,
  Video,
  Testimonials,
  Steps,
  Logos,
  FaqList,
  PricingTable,
  JobOpenings,
  CaseStudyCards,
  DemoVideos,
  CampaignProgress,
  FormBlock,
  BuiltForm,
  WhatsApp,
  SchoolFinder,
  TrustDocuments,
  SubProcessorList,
  TrustContact,
]

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
