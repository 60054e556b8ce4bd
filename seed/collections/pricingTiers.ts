import type { PricingTier } from '@/payload-types'

type TierSeed = Pick<
  PricingTier,
  'name' | 'audience' | 'price' | 'priceUnit' | 'recommended' | 'description' | 'order'
> & {
  features: { name: string }[]
}

const features = (names: string[]) => names.map((name) => ({ name }))

/** The specification's prices and feature lists; each tier lists what it adds to the one before. */
export const pricingTiersSeed: TierSeed[] = [
  {
    name: 'Basic',
    audience: 'schools',
    price: 1,
    priceUnit: 'per student / month',
    recommended: false,
    description: 'The essentials of running a school.',
    order: 1,
    features: features([
      'Student information system (SIS)',
      'Attendance',
      'Enrolment',
      'Report cards',
      'Transcripts',
      'Analytics',
    ]),
  },
  {
    name: 'Professional',
    audience: 'schools',
    price: 1.5,
    priceUnit: 'per student / month',
    recommended: true,
    description: 'Teaching, learning and family engagement.',
    order: 2,
    features: features([
      'Learning management system (LMS)',
      'AI lesson planning',
      'Announcements',
      'Billing',
      'Parent portal',
    ]),
  },
  {
    name: 'Premium',
    audience: 'schools',
    price: 2.25,
    priceUnit: 'per student / month',
    recommended: false,
    description: 'The whole platform, with AI and finance.',
    order: 3,
    features: features([
      'AI assessments',
      'Surveys',
      'Finance',
      'Behaviour',
      'IEP support',
      'SmartReport Cards',
    ]),
  },
]
