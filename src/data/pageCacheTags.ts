import { cmsPageTags } from './cmsPageTags'
import {
  CASE_STUDIES_TAG,
  caseStudyTag,
  JOBS_TAG,
  jobTag,
  SITE_SETTINGS_TAG,
} from '@/lib/cacheTags'
import { readPageBlocksNow } from './content'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { documentOfPath } from '@/lib/documentUrls'
import { SHARE_IMAGE_SEGMENT } from '@/lib/shareImage/address'
import { WORDPRESS_TAGS } from './wordpress'

/**
 * The cache tags of what the page at a language path shows (`/en/faqs`, `/es/careers/7`, as
 * Next's rewrites resolve a public URL), for an HTTP cache in front that invalidates by tag:
 * the same tags src/data/content.ts caches that page's reads under, and a page's share image those
 * of its page. A CMS page's blocks are read from the database, as they are now. Null for what is
 * not a page, and for an address no document can have (documentOfPath, src/lib/documentUrls.ts).
 */
export async function pageCacheTags(languagePath: string): Promise<string[] | null> {
  const [, lang, ...rest] = languagePath.split('/')
  if (!isLocale(lang)) return null
  const locale: Locale = lang
  // A page's share image (/share-image/<version>/<page>) expires with the page it shows.
  if (rest[0] === SHARE_IMAGE_SEGMENT) return pageCacheTags(['', lang, ...rest.slice(2)].join('/'))
  const doc = documentOfPath(rest)
  if (!doc) return null
  const own = await (async (): Promise<string[]> => {
    if (doc.kind === 'job') return [jobTag(doc.id), JOBS_TAG]
    if (doc.kind === 'case-study') return [caseStudyTag(doc.slug), CASE_STUDIES_TAG]
    if (doc.kind === 'blog-post' || doc.kind === 'blog-listing') return [WORDPRESS_TAGS.all]
    const { path } = doc
    return cmsPageTags(path, await readPageBlocksNow(path, locale))
  })()
  return [SITE_SETTINGS_TAG, ...own]
}
