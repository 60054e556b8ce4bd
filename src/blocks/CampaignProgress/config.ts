import type { Block } from 'payload'

export const block: Block = {
  slug: 'campaignProgress',
  interfaceName: 'CampaignProgressBlock',
  labels: { singular: 'Campaign progress', plural: 'Campaign progress' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'campaignTitle', type: 'text', localized: true, required: true },
    { name: 'goal', type: 'number', required: true, min: 1 },
    { name: 'raised', type: 'number', required: true, min: 0 },
    { name: 'contributors', type: 'number', required: true, min: 0 },
    { name: 'daysRemaining', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', defaultValue: 'USD' },
  ],
}
