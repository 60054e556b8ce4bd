'use server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { isStaffUser } from '@collections/access/roles'
import { JobView } from '@/components/content/JobView'
import { CaseStudyView } from '@/components/content/CaseStudyView'
import { PageWithEdited } from '@/components/livePreview/PageWithEdited'
import { getPageByPath } from '@/lib/content'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPayloadClient } from '@/lib/payload'
import type { CaseStudy, Faq, Job, Page, PricingTier } from '@/payload-types'
import type { PreviewedInList } from './config'
import { editedInList } from './inList'

/**
 * Server actions of the live-preview iframe: each renders a document as the editor holds it
 * now, unsaved, with the same server components visitors get, so the preview is the page.
 * Staff only. Null for data that is not that document's (the admin posts whatever it edits).
 */
async function assertStaff(): Promise<void> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaffUser(user)) throw new Error('Sign in to the CMS to preview drafts.')
}

export async function renderLivePage(page: Page): Promise<ReactNode> {
  await assertStaff()
  return Array.isArray(page?.layout) && typeof page.path === 'string' ? <RenderBlocks blocks={page.layout} /> : null
}

export async function renderLiveCaseStudy(study: CaseStudy): Promise<ReactNode> {
  await assertStaff()
  return typeof study?.slug === 'string' && Array.isArray(study.highlights) ? <CaseStudyView study={study} locale={DEFAULT_LOCALE} /> : null
}

export async function renderLiveJob(job: Job): Promise<ReactNode> {
  await assertStaff()
  return typeof job?.title === 'string' && typeof job.department === 'string' ? <JobView job={job} /> : null
}

/** The page at `path` (its latest draft) listing the tier or FAQ being edited, as typed so far. */
export async function renderLiveListed(path: string, collection: PreviewedInList, doc: PricingTier | Faq): Promise<ReactNode> {
  await assertStaff()
  const edited = editedInList(collection, doc)
  const page = edited && typeof path === 'string' ? await getPageByPath(path, true, DEFAULT_LOCALE) : null
  return edited && page ? <PageWithEdited page={page} edited={edited} /> : null
}
