import type { Block } from 'payload'
import { linksField } from '../fields/linkField'

export const block: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: 'Banner', plural: 'Banners' },
  fields: [
    {
      name: 'style',
      type: 'select',
      defaultValue: 'info',
      options: ['info', 'alert'].map((v) => ({ label: v, value: v })),
      custom: { visitorNeverReads: 'chooses the colours' },
    },
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'text', type: 'textarea', localized: true },
    linksField(),
  ],
}
