import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getLatestListed } from '@/data/content'
import { env } from '@/lib/env'
import type { ListedDocument } from '@/lib/livePreview/config'
import { editedInList } from '@/lib/livePreview/inList'
import { renderLiveListed, renderLivePage } from './renderLive'
import type { Page } from '@/payload-types'
import { LiveDocument } from '@/components/livePreview/LiveDocument.client'
import { PageWithEdited } from './PageWithEdited'

/**
 * A CMS page in draft mode (only staff reach it: /next/preview checks, and visitors never load
 * this island). It follows the form being edited as the marketer types: the page's own, or that
 * of a tier or an FAQ the page lists, named in its query (`?previewing=faqs&id=7`).
 */
export async function LivePage({ page, listed }: { page: Page; listed: ListedDocument | null }) {
  const doc = listed ? await getLatestListed(listed.collection, listed.id) : null
  if (!listed || !doc)
    return (
      <LiveDocument initialData={page} serverURL={env.serverUrl} render={renderLivePage}>
        <RenderBlocks blocks={page.layout} />
      </LiveDocument>
    )
  const edited = editedInList(listed.collection, doc)
  return (
    <LiveDocument
      initialData={doc}
      serverURL={env.serverUrl}
      render={renderLiveListed.bind(null, page.path, listed.collection)}
    >
      {edited ? (
        <PageWithEdited page={page} edited={edited} />
      ) : (
        <RenderBlocks blocks={page.layout} />
      )}
    </LiveDocument>
  )
}
