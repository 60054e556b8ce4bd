'use server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { isStaffUser } from '@collections/access/roles'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

/**
 * Renders the blocks of a page as the editor holds them now, unsaved, for the live-preview
 * iframe: the same server components visitors get, so the preview is the page. Staff only.
 */
export async function renderLivePage(layout: Page['layout']): Promise<ReactNode> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaffUser(user)) throw new Error('Sign in to the CMS to preview drafts.')
  if (!Array.isArray(layout)) return null
  return <RenderBlocks blocks={layout} />
}
