import type { Block } from 'payload'
import { AUDIENCES } from '@/lib/pricingAudiences'
import { linksField } from '../fields/linkField'
import { PRICING_TIERS_TAG } from '@/lib/cacheTags'

export const block: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  fields: [
    {
      name: 'tabs',
      type: 'array',
      minRows: 1,
      admin: { description: 'One tab per audience, in order; the first is selected by default.' },
      fields: [
        { name: 'label', type: 'text', localized: true, required: true },
        {
          name: 'audience',
          type: 'select',
          required: true,
          options: AUDIENCES,
          custom: { visitorNeverReads: 'chooses the tiers a tab shows' },
        },
        { name: 'heading', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
        {
          name: 'highlights',
          type: 'array',
          fields: [{ name: 'text', type: 'text', localized: true, required: true }],
        },
        {
          name: 'showTiers',
          type: 'checkbox',
          defaultValue: false,
          label: 'Show this audience’s price tiers, comparison table, discounts and services',
        },
        linksField('tierLinks', 'Tier card button'),
        linksField(),
      ],
    },
    { name: 'comparisonHeading', type: 'text', localized: true, defaultValue: 'Compare plans' },
    { name: 'discountsHeading', type: 'text', localized: true, defaultValue: 'Discounts' },
    {
      name: 'discounts',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'text', localized: true },
      ],
    },
    {
      name: 'servicesHeading',
      type: 'text',
      localized: true,
      defaultValue: 'Professional services',
    },
    {
      name: 'services',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'text', localized: true },
      ],
    },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [PRICING_TIERS_TAG]
