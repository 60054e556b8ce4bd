import type { MetadataRoute } from 'next'
import { getCaseStudies, getJobs, getPublishedPages } from '@/lib/content'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pathInEveryLocale } from '@/lib/i18n/paths'
import { isUntranslated } from '@/lib/i18n/translation'
import { absoluteUrl } from '@/lib/metadata'
import { urlOfPagePath } from '@/lib/pagePath'

// Built on request from the cached lists, never at build time (the build's database may be empty).
export const dynamic = 'force-dynamic'

type Listed = { path: string; updatedAt: string; translatedInto?: string[] | null }

/**
 * One entry per language a document is translated into, each naming the others as alternates
 * (untranslated pages are noindex, so they are left out until translated).
 */
function entriesInEveryLanguage({ path, updatedAt, translatedInto }: Listed): MetadataRoute.Sitemap {
  const paths = pathInEveryLocale(path)
  const locales = LOCALES.filter((locale) => !isUntranslated({ translatedInto }, locale))
  const languages = Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(paths[locale])]))
  return locales.map((locale: Locale) => ({
    url: absoluteUrl(paths[locale]),
    lastModified: updatedAt,
    alternates: { languages: { ...languages, 'x-default': absoluteUrl(paths[DEFAULT_LOCALE]) } },
  }))
}

/** Every published page, job and case study (their hooks expire this with their tags). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, jobs, studies] = await Promise.all([getPublishedPages(), getJobs(DEFAULT_LOCALE), getCaseStudies(DEFAULT_LOCALE)])
  return [
    ...pages.map((page) => ({ ...page, path: urlOfPagePath(page.path) })),
    ...jobs.map((job) => ({ path: `/careers/${job.id}`, updatedAt: job.updatedAt, translatedInto: job.translatedInto })),
    ...studies.map((study) => ({ path: `/case-studies/${study.slug}`, updatedAt: study.updatedAt, translatedInto: study.translatedInto })),
  ].flatMap(entriesInEveryLanguage)
}
