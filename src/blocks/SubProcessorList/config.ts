import type { Block } from 'payload'
import { SUB_PROCESSORS_TAG } from '@/lib/cacheTags'

/**
 * The published sub-processor list as a table, with the ways to follow its changes (the RSS feed
 * and an email subscription).
 */
export const block: Block = {
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

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [SUB_PROCESSORS_TAG]
