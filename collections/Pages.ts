import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks/pageBlocks'
import { normalizePagePath } from '@/lib/documentUrls'
import { pagePathProblem } from '@/lib/pagePath'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { shareDraftField } from './fields/shareDraft'
import { seoFields, seoPanelField } from './fields/seo'
import { fillSearchText, searchTextField } from './hooks/fillSearchText'
import { redirectMovedPage, rememberPublishedPath } from './hooks/redirectMovedPage'
import { refuseLinkedPageDelete } from './hooks/refuseLinkedPageDelete'
import { translatedIntoField } from './fields/translations'
import { revalidationHooks } from './hooks/revalidate'
import { searchIndexHooks } from './hooks/searchIndex'
import { PAGES_TAG, pageTag } from '@/lib/cacheTags'
import type { Page } from '@/payload-types'

/** A published change refreshes the page's path (and the old one when it moved) and the sitemap. */
const revalidatePage = revalidationHooks<Page>({
  name: (doc) => `page ${doc.path}`,
  documentTag: (doc) => doc.path && pageTag(doc.path),
  tags: [PAGES_TAG],
})

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: matrixAccess('pages', published),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'translatedInto', 'path', '_status', 'updatedAt'],
    // Title, address and every word inside the page's blocks.
    listSearchableFields: ['title', 'path', 'searchText'],
    ...editorialAdmin('pages'),
  },
  versions: { drafts: { autosave: false, ...scheduledDrafts }, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    translatedIntoField(),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'The address: / for the home page, otherwise e.g. solutions/governments.',
      },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? normalizePagePath(value) : value),
        ],
      },
      validate: (value: unknown) =>
        typeof value === 'string'
          ? (pagePathProblem(value) ?? true)
          : 'Use / or lower-case words separated by slashes, e.g. solutions/governments.',
    },
    shareDraftField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, minRows: 1 },
          ],
        },
        { label: 'SEO', fields: [seoPanelField, seoFields] },
      ],
    },
    searchTextField,
  ],
  hooks: {
    beforeChange: [fillSearchText, rememberPublishedPath, revalidatePage.beforeChange],
    afterChange: [
      revalidatePage.afterChange,
      redirectMovedPage,
      searchIndexHooks('page').afterChange,
    ],
    beforeDelete: [refuseLinkedPageDelete],
    afterDelete: [revalidatePage.afterDelete, searchIndexHooks('page').afterDelete],
  },
}
