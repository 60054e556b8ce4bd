/**
 * Every block a marketer can place on a page, by its folder's name under src/blocks/, in the order
 * the CMS offers them. A new block is its folder and its one line here; `npm run generate:blocks`
 * then writes the lists the app reads from the folders (src/blocks/generated/). Plain names, no
 * imports: the generator reads this in plain Node.
 */
export const BLOCK_FOLDERS = [
  'Hero',
  'Banner',
  'CardGrid',
  'FeatureList',
  'Stats',
  'CallToAction',
  'RichText',
  'Video',
  'Testimonials',
  'Steps',
  'Logos',
  'FaqList',
  'PricingTable',
  'JobOpenings',
  'CaseStudyCards',
  'DemoVideos',
  'CampaignProgress',
  'FormBlock',
  'BuiltForm',
  'WhatsApp',
  'SchoolFinder',
  'TrustDocuments',
  'SubProcessorList',
  'TrustContact',
] as const
