import { COUNTRIES } from '@/lib/forms/options'
import type { Job, SiteSetting } from '@/payload-types'
import { blogPostUrl, jobUrl } from './documentUrls'
import { DEFAULT_LOCALE, type Locale } from './i18n/locales'
import { localizePath } from './i18n/paths'
import { absoluteUrl } from './metadata'
import type { BlogPost } from '@/lib/wordpress/types'

type Data = Record<string, unknown>

const publisher = (settings: SiteSetting): Data => {
  const logo = settings.logo && typeof settings.logo === 'object' ? settings.logo.url : null
  return {
    '@type': 'Organization',
    name: settings.brandName,
    url: absoluteUrl('/'),
    ...(logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(logo) } } : {}),
  }
}

/** A blog post as search engines read an article: headline, dates, author, image, publisher. */
export function blogPostingData(
  post: BlogPost,
  settings: SiteSetting,
  locale: Locale = DEFAULT_LOCALE,
): Data {
  const url = absoluteUrl(localizePath(blogPostUrl(post.slug), locale))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.modified || post.date,
    author: { '@type': 'Person', name: post.author.name },
    image: [absoluteUrl(post.image.large)],
    publisher: publisher(settings),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}

// Remote roles are open to people in the countries the company works in (the forms' list).
const HIRING_COUNTRIES = COUNTRIES.filter((country) => country.value !== 'other').map(
  (country) => ({
    '@type': 'Country',
    name: country.label,
  }),
)

/** A job as search engines read a posting; remote roles name the countries they hire in. */
export function jobPostingData(
  job: Job,
  settings: SiteSetting,
  locale: Locale = DEFAULT_LOCALE,
): Data {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted || job.createdAt,
    employmentType: job.type.toUpperCase().replace('-', '_'),
    hiringOrganization: {
      '@type': 'Organization',
      name: settings.brandName,
      sameAs: absoluteUrl('/'),
    },
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: HIRING_COUNTRIES }
      : { jobLocation: { '@type': 'Place', address: job.location } }),
    url: absoluteUrl(localizePath(jobUrl(job.id), locale)),
  }
}
