import type { CollectionConfig } from 'payload'
import { AUDIENCES } from '@/lib/pricingAudiences'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { revalidationHooks } from './hooks/revalidate'
import { PRICING_TIERS_TAG } from '@/lib/cacheTags'
import type { PricingTier } from '@/payload-types'

/** Refreshes every page with a pricing table (/pricing). */
const revalidatePricingTiers = revalidationHooks<PricingTier>({
  name: (doc) => `tier ${doc.name}`,
  tags: [PRICING_TIERS_TAG],
})

export const PricingTiers: CollectionConfig = {
  slug: 'pricing-tiers',
  access: matrixAccess('pricing-tiers', published),
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'audience', 'price', 'order', '_status'],
    listSearchableFields: ['name', 'description'],
    ...editorialAdmin('pricing-tiers'),
  },
  defaultSort: 'order',
  versions: { drafts: scheduledDrafts, maxPerDoc: 25 },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'schools',
      options: AUDIENCES,
    },
    {
      name: 'price',
      type: 'number',
      required: true,
      min: 0,
      admin: { description: 'US dollars per student per month.', step: 0.01 },
    },
    { name: 'priceUnit', type: 'text', localized: true, defaultValue: 'per student / month' },
    { name: 'recommended', type: 'checkbox', defaultValue: false },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'features',
      type: 'array',
      admin: {
        description:
          'What this tier adds to the tiers before it (the comparison table is built from these).',
      },
      fields: [{ name: 'name', type: 'text', localized: true, required: true }],
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [revalidatePricingTiers.beforeChange],
    afterChange: [revalidatePricingTiers.afterChange],
    afterDelete: [revalidatePricingTiers.afterDelete],
  },
}
