import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { BannerBlock } from './Banner/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CampaignProgressBlock } from './CampaignProgress/Component'
import { CardGridBlock } from './CardGrid/Component'
import { CaseStudyCardsBlock } from './CaseStudyCards/Component'
import { DemoVideosBlock } from './DemoVideos/Component'
import { FaqListBlock } from './FaqList/Component'
import { FeatureListBlock } from './FeatureList/Component'
import { FormBlock } from './FormBlock/Component'
import { BuiltFormBlock } from './BuiltForm/Component'
import { HeroBlock } from './Hero/Component'
import { JobOpeningsBlock } from './JobOpenings/Component'
import { LogosBlock } from './Logos/Component'
import { PricingTableBlock } from './PricingTable/Component'
import { RichTextBlock } from './RichText/Component'
import { SchoolFinderBlock } from './SchoolFinder/Component'
import { StatsBlock } from './Stats/Component'
import { StepsBlock } from './Steps/Component'
import { SubProcessorListBlock } from './SubProcessorList/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { TrustContactBlock } from './TrustContact/Component'
import { TrustDocumentsBlock } from './TrustDocuments/Component'
import { VideoBlock } from './Video/Component'
import { WhatsAppBlock } from './WhatsApp/Component'

type LayoutBlock = Page['layout'][number]
type BlockType = LayoutBlock['blockType']
export type BlockComponents = {
  [K in BlockType]: ComponentType<Extract<LayoutBlock, { blockType: K }>>
}

/**
 * blockType → component: the render side of the block list in pageBlocks.ts, which the CLI loads
 * without React. Keyed by the generated union, so a block there without a component here fails the
 * type check (and tests/unit/every-block-cases.test.ts, before the types are regenerated).
 */
const blockComponents: BlockComponents = {
  hero: HeroBlock,
  banner: BannerBlock,
  cardGrid: CardGridBlock,
  featureList: FeatureListBlock,
  stats: StatsBlock,
  callToAction: CallToActionBlock,
  richText: RichTextBlock,
  video: VideoBlock,
  testimonials: TestimonialsBlock,
  steps: StepsBlock,
  logos: LogosBlock,
  faqList: FaqListBlock,
  pricingTable: PricingTableBlock,
  jobOpenings: JobOpeningsBlock,
  caseStudyCards: CaseStudyCardsBlock,
  demoVideos: DemoVideosBlock,
  campaignProgress: CampaignProgressBlock,
  formBlock: FormBlock,
  builtForm: BuiltFormBlock,
  whatsApp: WhatsAppBlock,
  schoolFinder: SchoolFinderBlock,
  subProcessorList: SubProcessorListBlock,
  trustDocuments: TrustDocumentsBlock,
  trustContact: TrustContactBlock,
}

type Props = {
  blocks: Page['layout']
  /** Components in place of the usual ones (the live preview shows an edited tier or FAQ so). */
  components?: Partial<BlockComponents>
}

export function RenderBlocks({ blocks, components }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (components?.[block.blockType] ??
          blockComponents[block.blockType]) as ComponentType<LayoutBlock>
        return <Component key={block.id ?? index} {...block} />
      })}
    </>
  )
}
