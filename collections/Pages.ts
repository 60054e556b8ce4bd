import type { CollectionConfig } from 'payload'
import { BannerBlock } from '@/blocks/Banner/config'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { CampaignProgressBlock } from '@/blocks/CampaignProgress/config'
import { CardGridBlock } from '@/blocks/CardGrid/config'
import { CaseStudyCardsBlock } from '@/blocks/CaseStudyCards/config'
import { DemoVideosBlock } from '@/blocks/DemoVideos/config'
import { FaqListBlock } from '@/blocks/FaqList/config'
import { FeatureListBlock } from '@/blocks/FeatureList/config'
import { FormBlock } from '@/blocks/FormBlock/config'
import { HeroBlock } from '@/blocks/Hero/config'
import { JobOpeningsBlock } from '@/blocks/JobOpenings/config'
import { LogosBlock } from '@/blocks/Logos/config'
import { PricingTableBlock } from '@/blocks/PricingTable/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { SchoolFinder } from '@/blocks/SchoolFinder/config'
import { StatsBlock } from '@/blocks/Stats/config'
import { StepsBlock } from '@/blocks/Steps/config'
import { TestimonialsBlock } from '@/blocks/Testimonials/config'
import { VideoBlock } from '@/blocks/Video/config'
import { env } from '@/lib/env'
import { normalizePagePath, urlOfPagePath } from '@/lib/pagePath'
import { publishedContentAccess } from './access/editorsWrite'
import { translatedIntoField } from './fields/translations'
import { seoFields } from './fields/seo'
import { revalidateDeletedPage, revalidatePage } from './hooks/revalidatePage'

/** Every block a marketer can place on a page; the school finder joins at merge. */
export const pageBlocks = [
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
  SchoolFinder,
]

export const previewUrl = (path: string) =>
  `${env.serverUrl}/next/preview?path=${encodeURIComponent(urlOfPagePath(path))}`

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: publishedContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'translatedInto', 'path', '_status', 'updatedAt'],
    preview: (doc) => (typeof doc.path === 'string' ? previewUrl(doc.path) : null),
  },
  versions: { drafts: { autosave: false }, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    translatedIntoField(),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The address: / for the home page, otherwise e.g. solutions/governments.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePagePath(value) : value)] },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^(\/|[a-z0-9-]+(\/[a-z0-9-]+)*)$/.test(value)) ||
        'Use / or lower-case words separated by slashes, e.g. solutions/governments.',
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 }] },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
  ],
  hooks: { afterChange: [revalidatePage], afterDelete: [revalidateDeletedPage] },
}
