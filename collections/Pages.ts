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
import { previewPathOf, previewUrlOf } from '@/lib/livePreview/config'
import { normalizePagePath } from '@/lib/pagePath'
import { publishedContentAccess } from './access/editorsWrite'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { seoFields, seoPanelField } from './fields/seo'
import { fillSearchText, PAGE_SEARCH_FIELDS, searchTextField } from './hooks/fillSearchText'
import { redirectMovedPage, rememberPublishedPath } from './hooks/redirectMovedPage'
import { refuseLinkedPageDelete } from './hooks/refuseLinkedPageDelete'
import { translatedIntoField } from './fields/translations'
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

export const previewUrl = (path: string) => previewUrlOf(previewPathOf('pages', { path }) ?? '/')

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: publishedContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'translatedInto', 'path', '_status', 'updatedAt'],
    // Title, address and every word inside the page's blocks.
    listSearchableFields: ['title', 'path', 'searchText'],
    ...editorialAdmin('pages'),
  },
  versions: { drafts: { autosave: false, ...scheduledDrafts }, maxPerDoc: 25 },
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
        { label: 'SEO', fields: [seoPanelField, seoFields] },
      ],
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText(PAGE_SEARCH_FIELDS), rememberPublishedPath],
    afterChange: [revalidatePage, redirectMovedPage],
    beforeDelete: [refuseLinkedPageDelete],
    afterDelete: [revalidateDeletedPage],
  },
}
