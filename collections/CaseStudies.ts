import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { shareDraftField } from './fields/shareDraft'
import { seoFields, seoPanelField } from './fields/seo'
import { translatedIntoField } from './fields/translations'
import { fillSearchText, searchTextField } from './hooks/fillSearchText'
import { revalidationHooks } from './hooks/revalidate'
import { searchIndexHooks } from './hooks/searchIndex'
import { CASE_STUDIES_TAG, caseStudyTag } from '@/lib/cacheTags'
import { isCaseStudySlug } from '@/lib/documentUrls'
import type { CaseStudy } from '@/payload-types'

/** A customer story: its card (category, title, description, 3 highlights) and its full page. */
/** Refreshes the case-study cards (/resources/case-studies), the story's own page and the sitemap. */
const revalidateCaseStudies = revalidationHooks<CaseStudy>({
  name: (doc) => `case study ${doc.slug}`,
  documentTag: (doc) => doc.slug && caseStudyTag(doc.slug),
  tags: [CASE_STUDIES_TAG],
})

export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  access: matrixAccess('case-studies', published),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'translatedInto', 'slug', 'category', '_status'],
    listSearchableFields: ['title', 'slug', 'searchText'],
    ...editorialAdmin('case-studies'),
  },
  defaultSort: 'order',
  versions: { drafts: scheduledDrafts, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    translatedIntoField(),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The address: /case-studies/<slug>.' },
      validate: (value: unknown) =>
        (typeof value === 'string' && isCaseStudySlug(value)) ||
        'Lower-case letters, digits and dashes.',
    },
    { name: 'order', type: 'number', defaultValue: 1, admin: { position: 'sidebar' } },
    shareDraftField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          fields: [
            { name: 'category', type: 'text', localized: true, required: true },
            { name: 'description', type: 'textarea', localized: true, required: true },
            {
              name: 'highlights',
              type: 'array',
              minRows: 3,
              maxRows: 3,
              required: true,
              fields: [{ name: 'text', type: 'text', localized: true, required: true }],
            },
          ],
        },
        {
          label: 'Story',
          fields: [
            { name: 'subtitle', type: 'textarea', localized: true },
            { name: 'location', type: 'text', localized: true },
            {
              name: 'printable',
              type: 'checkbox',
              defaultValue: false,
              label: 'Show the Download PDF (print) button',
            },
            {
              name: 'stats',
              label: 'Quick stats',
              type: 'array',
              fields: [
                { name: 'value', type: 'text', localized: true, required: true },
                { name: 'label', type: 'text', localized: true, required: true },
              ],
            },
            {
              name: 'video',
              type: 'group',
              fields: [
                { name: 'title', type: 'text', localized: true },
                { name: 'videoId', type: 'text', admin: { description: 'The YouTube video id.' } },
              ],
            },
            {
              name: 'sections',
              type: 'array',
              fields: [
                { name: 'heading', type: 'text', localized: true, required: true },
                { name: 'body', type: 'textarea', localized: true },
                {
                  name: 'style',
                  type: 'select',
                  defaultValue: 'list',
                  options: [
                    { label: 'List', value: 'list' },
                    { label: 'Cards', value: 'cards' },
                  ],
                },
                {
                  name: 'items',
                  type: 'array',
                  fields: [
                    { name: 'title', type: 'text', localized: true },
                    { name: 'text', type: 'textarea', localized: true, required: true },
                  ],
                },
              ],
            },
            {
              name: 'quotes',
              type: 'array',
              fields: [
                { name: 'quote', type: 'textarea', localized: true, required: true },
                { name: 'name', type: 'text', required: true },
                { name: 'role', type: 'text', localized: true },
              ],
            },
            { name: 'quotesHeading', type: 'text', localized: true, defaultValue: 'Testimonials' },
            {
              name: 'quotesAfter',
              type: 'text',
              localized: true,
              admin: {
                description:
                  'Heading of the section after which the quotes appear (empty: at the end).',
              },
            },
          ],
        },
        { label: 'SEO', fields: [seoPanelField, seoFields] },
      ],
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText, revalidateCaseStudies.beforeChange],
    afterChange: [revalidateCaseStudies.afterChange, searchIndexHooks('case-study').afterChange],
    afterDelete: [revalidateCaseStudies.afterDelete, searchIndexHooks('case-study').afterDelete],
  },
}
