import type { CollectionAdminOptions } from 'payload'
import { livePreviewFor, previewUrlOf, previewPathOf } from '@/lib/livePreview/config'

/**
 * The marketer's tools every content collection shares: live preview of the page the document
 * appears on (also behind the Preview button), and the list of what is scheduled above the list of documents.
 */
export function editorialAdmin(
  collection: string,
): Pick<CollectionAdminOptions, 'livePreview' | 'components' | 'preview'> {
  return {
    livePreview: livePreviewFor(collection),
    preview: (doc, { locale }) => {
      const path = previewPathOf(collection, doc)
      return path ? previewUrlOf(path, locale) : null
    },
    components: { beforeListTable: ['@/components/cms/ScheduledChanges#ScheduledChanges'] },
  }
}

/** Drafts that can be published or unpublished at a chosen time (run by our job runner). */
export const scheduledDrafts = { schedulePublish: true } as const
