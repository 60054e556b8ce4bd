import type { Block } from 'payload'
import { BannerBlock } from './Banner/config'
import { CallToActionBlock } from './CallToAction/config'
import { CampaignProgressBlock } from './CampaignProgress/config'
import { CardGridBlock } from './CardGrid/config'
import { CaseStudyCardsBlock } from './CaseStudyCards/config'
import { DemoVideosBlock } from './DemoVideos/config'
import { FaqListBlock } from './FaqList/config'
import { FeatureListBlock } from './FeatureList/config'
import { FormBlock } from './FormBlock/config'
import { BuiltForm } from './BuiltForm/config'
import { HeroBlock } from './Hero/config'
import { JobOpeningsBlock } from './JobOpenings/config'
import { LogosBlock } from './Logos/config'
import { PricingTableBlock } from './PricingTable/config'
import { RichTextBlock } from './RichText/config'
import { SchoolFinder } from './SchoolFinder/config'
import { StatsBlock } from './Stats/config'
import { StepsBlock } from './Steps/config'
import { TestimonialsBlock } from './Testimonials/config'
import { VideoBlock } from './Video/config'
import { WhatsAppBlock } from './WhatsApp/config'
import { TrustDocumentsBlock } from './TrustDocuments/config'
import { SubProcessorListBlock } from './SubProcessorList/config'
import { TrustContactBlock } from './TrustContact/config'

/** Every block a marketer can place on a page, in the order the CMS offers them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  BannerBlock,
  CardGridBlock,
  FeatureListBlock,
  StatsBlock,
  CallToActionBlock,
  RichTextBlock,
  VideoBlock,
  TestimonialsBlock,
  StepsBlock,
  LogosBlock,
  FaqListBlock,
  PricingTableBlock,
  JobOpeningsBlock,
  CaseStudyCardsBlock,
  DemoVideosBlock,
  CampaignProgressBlock,
  FormBlock,
  BuiltForm,
  WhatsAppBlock,
  SchoolFinder,
  TrustDocumentsBlock,
  SubProcessorListBlock,
  TrustContactBlock,
]
