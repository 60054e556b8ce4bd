'use server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { isStaffUser } from '@collections/access/roles'
import { JobView } from '@/app/(site)/[lang]/careers/[id]/JobView'
import { CaseStudyView } from '@/app/(site)/[lang]/case-studies/[slug]/CaseStudyView'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPayloadClient } from '@/lib/payload'
import type { CaseStudy, Job, Page } from '@/payload-types'

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
