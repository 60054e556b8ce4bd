import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import { env } from '@/lib/env'
import { WordPressAnswerError, wordpressGet, wordpressOrigin } from '@/lib/wordpress/client'
import { readCategories, readPostList, readSinglePost } from '@/lib/wordpress/map'
import {
  EMPTY_LIST,
  type BlogListResult,
  type BlogPost,
  type BlogPostSummary,
  type Category,
} from '@/lib/wordpress/types'

export type { BlogListResult, BlogPost, BlogPostSummary, Category } from '@/lib/wordpress/types'

/** Page size 12, categories up to 100; cached 1 h (categories, a post), 30 min (lists). */
export const POSTS_PER_PAGE = 12
const CATEGORIES_LIMIT = 100
const HOUR = 3600
const HALF_HOUR = 1800

/** Cache tags, for a future webhook from WordPress to refresh the blog at once. */
export const WORDPRESS_TAGS = {
  all: 'wordpress',
  posts: 'wordpress:posts',
  categories: 'wordpress:categories',
}

// Each cached function takes the API URL as an argument so it is part of the cache key: a
// different WordPress never answers from another one's entries. A thrown error is not cached.
const fetchCategories = unstable_cache(
  async (apiUrl: string): Promise<Category[]> => {
    const { body } = await wordpressGet(apiUrl, '/categories', {
      per_page: String(CATEGORIES_LIMIT),
      orderby: 'count',
      order: 'desc',
    })
    return readCategories(body)
  },
  ['wordpress-categories'],
  { revalidate: HOUR, tags: [WORDPRESS_TAGS.all, WORDPRESS_TAGS.categories] },
)

// WordPress's answer to a page past the last: the list has no such page, which is no failure.
const PAST_LAST_PAGE = 'rest_post_invalid_page_number'

const fetchPosts = unstable_cache(
  async (
    apiUrl: string,
    page: number,
    categoryId: number | null,
    perPage: number,
  ): Promise<BlogListResult> => {
    try {
      const { body, headers } = await wordpressGet(apiUrl, '/posts', {
        _embed: '1',
        page: String(page),
        per_page: String(perPage),
        orderby: 'date',
        order: 'desc',
        ...(categoryId ? { categories: String(categoryId) } : {}),
      })
      return readPostList(body, headers)
    } catch (error) {
      if (error instanceof WordPressAnswerError && error.code === PAST_LAST_PAGE) return EMPTY_LIST
      throw error
    }
  },
  ['wordpress-posts'],
  { revalidate: HALF_HOUR, tags: [WORDPRESS_TAGS.all, WORDPRESS_TAGS.posts] },
)

const fetchPost = unstable_cache(
  async (apiUrl: string, slug: string): Promise<BlogPost | null> => {
    const { body } = await wordpressGet(apiUrl, '/posts', { slug, _embed: '1' })
    return readSinglePost(body, wordpressOrigin(apiUrl))
  },
  ['wordpress-post'],
  { revalidate: HOUR, tags: [WORDPRESS_TAGS.all, WORDPRESS_TAGS.posts] },
)

// One record per render (React's request scope): whether a WordPress read of it failed.
const renderFailures = cache((): { failed: boolean } => ({ failed: false }))

/** Whether a WordPress read failed during this render, so the page shows a fallback. */
export function wordpressFailedInThisRender(): boolean {
  return renderFailures().failed
}

/** Runs a WordPress read; a failure or timeout is logged and becomes `fallback`. */
async function failSoft<T>(
  what: string,
  read: (apiUrl: string) => Promise<T>,
  fallback: T,
): Promise<T> {
  const apiUrl = env.wordpressApiUrl
  if (!apiUrl) return fallback
  try {
    return await read(apiUrl)
  } catch (error) {
    renderFailures().failed = true
    console.error(
      `[wordpress] ${what} failed; showing the empty result:`,
      error instanceof Error ? error.message : error,
    )
    return fallback
  }
}

/** Blog categories, most used first; empty when WordPress fails. */
export const getCategories = cache((): Promise<Category[]> =>
  failSoft('categories', (apiUrl) => fetchCategories(apiUrl), []),
)

/** One page of posts, newest first, optionally in one category; empty when WordPress fails. */
export const getPosts = cache(
  (page: number, categoryId: number | null = null): Promise<BlogListResult> =>
    failSoft(
      `posts page ${page}${categoryId ? ` of category ${categoryId}` : ''}`,
      (apiUrl) => fetchPosts(apiUrl, page, categoryId, POSTS_PER_PAGE),
      EMPTY_LIST,
    ),
)

/** The post with this slug, or null when it does not exist or WordPress fails. */
export const getPostBySlug = cache((slug: string): Promise<BlogPost | null> =>
  failSoft(`post "${slug}"`, (apiUrl) => fetchPost(apiUrl, slug), null),
)

/**
 * The newest posts, for the blog's feed, from the same cache as the listing (30 minutes). Unlike
 * the readers above it throws when WordPress fails: the feed then keeps its last good answer
 * rather than showing an empty one. Without WORDPRESS_API_URL the blog is empty, and so is this.
 */
export async function getLatestPosts(count: number): Promise<BlogPostSummary[]> {
  const apiUrl = env.wordpressApiUrl
  if (!apiUrl) return []
  const { posts } = await fetchPosts(apiUrl, 1, null, count)
  return posts.slice(0, count)
}
