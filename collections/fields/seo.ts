import type { Field } from 'payload'

/** What buildMetadata (src/lib/metadata.ts) needs; empty fields fall back to Site settings. */
export const seoFields: Field = {
  name: 'meta',
  label: 'Search engines and sharing',
  type: 'group',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: { description: 'The brand name is added when missing.' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: { description: 'Cut to 160 characters in the page head.' },
    },
    { name: 'keywords', type: 'text', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

/** The SEO tab's lengths, search-result preview and warnings (no data of its own). */
export const seoPanelField: Field = {
  name: 'seoPanel',
  type: 'ui',
  admin: { components: { Field: '@/components/cms/SeoPanel#SeoPanel' } },
}
