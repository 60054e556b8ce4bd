import type { Block } from 'payload'

/**
 * The published sub-processor list as a table, with the ways to follow its changes (the RSS feed
 * and an email subscription).
 */
export const SubProcessorListBlock: Block = {
  slug: 'subProcessorList',
  interfaceName: 'SubProcessorListBlock',
  labels: { singular: 'Sub-processor list', plural: 'Sub-processor lists' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'showSubscribe',
      label: 'Offer the email subscription and RSS feed',
      type: 'checkbox',
      defaultValue: true,
    },
  ],
}
