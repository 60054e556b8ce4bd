import type { Field } from 'payload'

/** "Share draft" in the sidebar of a page, case study or job: links for reviewers without an account. */
export const shareDraftField: Field = {
  name: 'shareDraft',
  label: 'Share draft',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/cms/ShareDraft.client#ShareDraft' },
  },
}
