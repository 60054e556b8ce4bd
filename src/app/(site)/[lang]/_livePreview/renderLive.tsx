'use server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { mayReadDrafts } from '@/lib/roleMatrix'
import { JobView } from '@/components/content/JobView'
import { CaseStudyView } from '@/components/content/CaseStudyView'
import { PageWithEdited } from './PageWithEdited'
import { getPageByPath } from '@/data/content'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { localizeLinks } from '@/lib/i18n/localizeLinks'
import { setRequestLocale } from '@/data/i18n/requestLocale'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getPayloadClient } from '@/data/payload'
import type { CaseStudy, Faq, Job, Page, PricingTier } from '@/payload-types'
import type { PreviewedInList } from '@/lib/livePreview/config'
import { editedInList } from '@/lib/livePreview/inList'

/**
 * Server actions of the live-preview iframe: each renders a document as the editor holds it
 * now, unsaved, with the same server components visitors get, so the preview is the page.
 * Editors and admins only. Null for data that is not that document's (the admin posts whatever
 * it edits).
 */
async function assertStaff(): Promise<void> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!mayReadDrafts(user)) throw new Error('Sign in to the CMS to preview drafts.')
}

/**
 * Sets the render's language before its children render: an action's own body runs outside the
 * render, where the per-render slot that views read (getRequestLocale) does not exist yet.
 */
function InLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  return children
}

export async function renderLivePage(page: Page, locale?: Locale): Promise<ReactNode> {
  await assertStaff()
  const language = localeOrDefault(locale)
  if (!Array.isArray(page?.layout) || typeof page.path !== 'string') return null
  return (
    <InLanguage locale={language}>
      <RenderBlocks blocks={localizeLinks(page.layout, language)} />
    </InLanguage>
  )
}

export async function renderLiveCaseStudy(study: CaseStudy, locale?: Locale): Promise<ReactNode> {
  await assertStaff()
  const language = localeOrDefault(locale)
  if (typeof study?.slug !== 'string' || !Array.isArray(study.highlights)) return null
  return (
    <InLanguage locale={language}>
      <CaseStudyView study={study} locale={language} />
    </InLanguage>
  )
}

export async function renderLiveJob(job: Job, locale?: Locale): Promise<ReactNode> {
  await assertStaff()
  if (typeof job?.title !== 'string' || typeof job.department !== 'string') return null
  return (
    <InLanguage locale={localeOrDefault(locale)}>
      <JobView job={job} />
    </InLanguage>
  )
}

/** The page at `path` (its latest draft) listing the tier or FAQ being edited, as typed so far. */
export async function renderLiveListed(
  path: string,
  collection: PreviewedInList,
  doc: PricingTier | Faq,
  locale?: Locale,
): Promise<ReactNode> {
  await assertStaff()
  const language = localeOrDefault(locale)
  const edited = editedInList(collection, doc)
  const page = edited && typeof path === 'string' ? await getPageByPath(path, true, language) : null
  if (!edited || !page) return null
  return (
    <InLanguage locale={language}>
      <PageWithEdited page={page} edited={edited} />
    </InLanguage>
  )
}
