import { z } from 'zod'
import { sanitizePostHtml } from './sanitize'
import { wpCategorySchema, wpPostSchema, type WpPost } from './schemas'
import { htmlToText } from './text'
import type {
  BlogListResult,
  BlogPost,
  BlogPostSummary,
  Category,
  FeaturedImage,
  Term,
} from './types'

/** Shown where a post has no usable featured image. */
export const PLACEHOLDER_IMAGE = '/blog-placeholder.svg'

const AVATAR_SIZE = '96'

function featuredImage(post: WpPost, title: string): FeaturedImage {
  const media = post._embedded?.['wp:featuredmedia']?.[0]
  const sizes = media?.media_details?.sizes ?? {}
  const source = media?.source_url || ''
  const medium = sizes.medium?.source_url || source || PLACEHOLDER_IMAGE
  const large = sizes.large?.source_url || source || sizes.medium?.source_url || PLACEHOLDER_IMAGE
  return { medium, large, sourceUrl: source || PLACEHOLDER_IMAGE, alt: media?.alt_text || title }
}

/** Splits the embedded terms into categories and tags, by taxonomy (or position, without one). */
function terms(post: WpPost): { categories: Term[]; tags: Term[] } {
  const groups = post._embedded?.['wp:term'] ?? []
  const categories: Term[] = []
  const tags: Term[] = []
  groups.forEach((group, index) => {
    for (const term of group) {
      if (!term) continue
      const taxonomy = term.taxonomy ?? (index === 0 ? 'category' : index === 1 ? 'post_tag' : '')
      if (taxonomy === 'category') categories.push({ id: term.id, name: htmlToText(term.name) })
      if (taxonomy === 'post_tag') tags.push({ id: term.id, name: htmlToText(term.name) })
    }
  })
  return { categories, tags }
}

/** One validated WordPress post as a listing card shows it. */
export function mapSummary(post: WpPost): BlogPostSummary {
  const title = htmlToText(post.title.rendered)
  const author = post._embedded?.author?.[0]
  return {
    id: post.id,
    slug: post.slug,
    date: post.date,
    dateGmt: post.date_gmt ?? null,
    modified: post.modified ?? null,
    title,
    excerpt: htmlToText(post.excerpt?.rendered ?? ''),
    featuredMedia: post.featured_media,
    image: featuredImage(post, title),
    author: {
      name: author?.name || 'Unknown author',
      avatarUrl: author?.avatar_urls?.[AVATAR_SIZE] ?? null,
    },
    ...terms(post),
  }
}

/** One validated WordPress post in the blog's shape, its body sanitised. */
export function mapPost(post: WpPost, wordpressOrigin: string | null): BlogPost {
  return {
    ...mapSummary(post),
    contentHtml: sanitizePostHtml(post.content?.rendered ?? '', wordpressOrigin),
  }
}

/**
 * Validates a list of posts one by one: a malformed post is logged and left out rather than
 * emptying the whole page. A body that is not an array at all is an error.
 */
export function parsePosts(body: unknown): WpPost[] {
  const list = z.array(z.unknown()).parse(body)
  const posts: WpPost[] = []
  for (const item of list) {
    const parsed = wpPostSchema.safeParse(item)
    if (parsed.success) posts.push(parsed.data)
    else
      console.warn(
        '[wordpress] skipped a post that does not validate:',
        z.prettifyError(parsed.error),
      )
  }
  return posts
}

/** Posts in the blog's shape, bodies sanitised. */
export function mapPosts(body: unknown, wordpressOrigin: string | null): BlogPost[] {
  return parsePosts(body).map((post) => mapPost(post, wordpressOrigin))
}

function positiveInt(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const number = Number(value)
  return Number.isInteger(number) && number >= 0 ? number : null
}

/**
 * The posts list with its paging: X-WP-TotalPages and X-WP-Total when
 * WordPress sends them, otherwise the array alone as 1 page and 0 total.
 */
export function readPostList(body: unknown, headers: Headers): BlogListResult {
  const posts = parsePosts(body).map(mapSummary)
  return {
    posts,
    totalPages: positiveInt(headers.get('x-wp-totalpages')) ?? 1,
    total: positiveInt(headers.get('x-wp-total')) ?? 0,
  }
}

/** The first post of a slug lookup, or null when WordPress found none. */
export function readSinglePost(body: unknown, wordpressOrigin: string | null): BlogPost | null {
  return mapPosts(body, wordpressOrigin)[0] ?? null
}

/** Categories, each validated; names decoded from WordPress's HTML entities. */
export function readCategories(body: unknown): Category[] {
  const list = z.array(z.unknown()).parse(body)
  return list.flatMap((item) => {
    const parsed = wpCategorySchema.safeParse(item)
    return parsed.success
      ? [{ id: parsed.data.id, name: htmlToText(parsed.data.name), slug: parsed.data.slug }]
      : []
  })
}
