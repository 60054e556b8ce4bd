export const SITE_SETTINGS_TAG = 'global:site-settings'

/** Every published page (the sitemap, the redirect fallback). */
export const PAGES_TAG = 'pages'
/** One page by its path, e.g. `page:solutions/governments` or `page:/`. */
export const pageTag = (path: string) => `page:${path}`

export const FAQS_TAG = 'faqs'
export const PRICING_TIERS_TAG = 'pricing-tiers'
export const JOBS_TAG = 'jobs'
export const jobTag = (id: number | string) => `job:${id}`
export const CASE_STUDIES_TAG = 'case-studies'
export const caseStudyTag = (slug: string) => `case-study:${slug}`
export const DEMO_VIDEOS_TAG = 'demo-videos'
export const REDIRECTS_TAG = 'redirects'

/** Every tag under which CMS content is cached: expiring them all refreshes every page. */
export const CONTENT_TAGS = [
  SITE_SETTINGS_TAG,
  PAGES_TAG,
  FAQS_TAG,
  PRICING_TIERS_TAG,
  JOBS_TAG,
  CASE_STUDIES_TAG,
  DEMO_VIDEOS_TAG,
  REDIRECTS_TAG,
]
