import type { Page } from '@/payload-types'

/** Small builders that keep the seed pages readable. */
type LayoutBlock = Page['layout'][number]
type BlockOf<T extends LayoutBlock['blockType']> = Omit<
  Extract<LayoutBlock, { blockType: T }>,
  'blockType'
>
type Link = NonNullable<NonNullable<BlockOf<'hero'>['links']>[number]>

export type PageSeed = {
  title: string
  path: string
  meta: { title?: string; description: string; keywords?: string }
  layout: LayoutBlock[]
}

export const link = (
  label: string,
  href: string,
  appearance: Link['appearance'] = 'primary',
): Link => ({ label, href, appearance })
export const secondary = (label: string, href: string): Link => link(label, href, 'secondary')
/** A button to an address kept in Site settings › External links, opened in a new tab. */
export const external = (
  label: string,
  externalUrl: NonNullable<Link['externalUrl']>,
  appearance: Link['appearance'] = 'secondary',
): Link => ({
  label,
  externalUrl,
  appearance,
  newTab: true,
})

export const hero = (data: BlockOf<'hero'>): LayoutBlock => ({ blockType: 'hero', ...data })
export const schoolFinder = (data: BlockOf<'schoolFinder'>): LayoutBlock => ({
  blockType: 'schoolFinder',
  ...data,
})
export const banner = (data: BlockOf<'banner'>): LayoutBlock => ({ blockType: 'banner', ...data })
export const cardGrid = (data: BlockOf<'cardGrid'>): LayoutBlock => ({
  blockType: 'cardGrid',
  ...data,
})
export const featureList = (data: BlockOf<'featureList'>): LayoutBlock => ({
  blockType: 'featureList',
  ...data,
})
export const stats = (data: BlockOf<'stats'>): LayoutBlock => ({ blockType: 'stats', ...data })
export const cta = (data: BlockOf<'callToAction'>): LayoutBlock => ({
  blockType: 'callToAction',
  ...data,
})
export const richTextBlock = (data: BlockOf<'richText'>): LayoutBlock => ({
  blockType: 'richText',
  ...data,
})
export const steps = (data: BlockOf<'steps'>): LayoutBlock => ({ blockType: 'steps', ...data })
export const logos = (data: BlockOf<'logos'>): LayoutBlock => ({ blockType: 'logos', ...data })
export const faqList = (data: BlockOf<'faqList'>): LayoutBlock => ({
  blockType: 'faqList',
  ...data,
})
export const pricingTable = (data: BlockOf<'pricingTable'>): LayoutBlock => ({
  blockType: 'pricingTable',
  ...data,
})
export const jobOpenings = (data: BlockOf<'jobOpenings'>): LayoutBlock => ({
  blockType: 'jobOpenings',
  ...data,
})
export const caseStudyCards = (data: BlockOf<'caseStudyCards'>): LayoutBlock => ({
  blockType: 'caseStudyCards',
  ...data,
})
export const demoVideos = (data: BlockOf<'demoVideos'>): LayoutBlock => ({
  blockType: 'demoVideos',
  ...data,
})
export const campaignProgress = (data: BlockOf<'campaignProgress'>): LayoutBlock => ({
  blockType: 'campaignProgress',
  ...data,
})
export const formBlock = (data: BlockOf<'formBlock'>): LayoutBlock => ({
  blockType: 'formBlock',
  ...data,
})
export const whatsApp = (data: BlockOf<'whatsApp'> = {}): LayoutBlock => ({
  blockType: 'whatsApp',
  ...data,
})

/** Turns titles + texts into card or item arrays. */
export const items = (pairs: [string, string][]) => pairs.map(([title, text]) => ({ title, text }))

/** The four consultancy phases. */
export const consultancyPhases = steps({
  heading: 'Our consultancy framework',
  intro:
    'Every national or district rollout follows four phases, so each decision rests on what the previous phase learned.',
  steps: items([
    [
      'Learn and Assess',
      'We study your schools, data flows, connectivity and policies, and measure where time and information are lost today.',
    ],
    [
      'Envision and Strategize',
      'Together we set the goals, the order of rollout and the figures that will show success.',
    ],
    [
      'Activate and Implement',
      'We configure the platform, migrate records, train staff and support schools as they go live.',
    ],
    [
      'Drive and Optimize',
      'We track adoption and results, then tune the platform and training so the gains keep growing.',
    ],
  ]),
})
