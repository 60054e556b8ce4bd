import type { CollectionConfig, Field } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { shareDraftField } from './fields/shareDraft'
import { translatedIntoField } from './fields/translations'
import { revalidationHooks } from './hooks/revalidate'
import { searchIndexHooks } from './hooks/searchIndex'
import { JOBS_TAG, jobTag } from '@/lib/cacheTags'
import type { Job } from '@/payload-types'

const list = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  minRows: 1,
  fields: [{ name: 'item', type: 'text', localized: true, required: true }],
})

/** A job's types; visitors read them in their language from the content messages (`job.types`). */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const

/** A job. Published jobs are the open positions at /careers and /careers/{id}. */
/** Refreshes the openings list (/careers), the job's own page and the sitemap. */
const revalidateJobs = revalidationHooks<Job>({
  name: (doc) => `job ${doc.id}`,
  documentTag: (doc) => (doc.id == null ? null : jobTag(doc.id)),
  tags: [JOBS_TAG],
})

export const Jobs: CollectionConfig = {
  slug: 'jobs',
  access: matrixAccess('jobs', published),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'translatedInto', 'department', 'location', 'type', '_status'],
    listSearchableFields: ['title', 'department', 'location', 'description'],
    ...editorialAdmin('jobs'),
  },
  versions: { drafts: scheduledDrafts, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    translatedIntoField(),
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text', localized: true, required: true },
        { name: 'location', type: 'text', localized: true, required: true },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'Full-time',
          options: JOB_TYPES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'remote',
      type: 'checkbox',
      label: 'Remote role',
      defaultValue: false,
      // The location text is translated and free; search engines need a fact they can rely on.
      admin: {
        description:
          'Open to people in every country we hire in: search engines list it as a remote job. Visitors read the location above.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      required: true,
      admin: { description: 'The role purpose; the list shows its first two lines.' },
    },
    list('responsibilities', 'Key responsibilities'),
    list('qualifications', 'Qualifications and experience'),
    list('competencies', 'Key competencies'),
    { name: 'datePosted', type: 'date', admin: { position: 'sidebar' } },
    shareDraftField,
  ],
  hooks: {
    beforeChange: [revalidateJobs.beforeChange],
    afterChange: [revalidateJobs.afterChange, searchIndexHooks('job').afterChange],
    afterDelete: [revalidateJobs.afterDelete, searchIndexHooks('job').afterDelete],
  },
}
