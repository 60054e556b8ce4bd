import { env } from '@/lib/env'
import { blogPostUrl } from '@/lib/documentUrls'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import type { OutsideDocument } from '@/lib/search/runSearch'
import { wordpressGet } from './client'
import { readPostList } from './map'

// WordPress's best matches for a query; the site search ranks them with its own results.
const SEARCHED_POSTS = 50

export type BlogSearch = { posts: OutsideDocument[]; failed: boolean }

/**
 * Blog posts matching `q`, from WordPress's own search (`?search=`), as documents to rank beside
 * ours, linking to our copy of each post in the visitor's language. Not cached: every query is
 * new. A failure or timeout is reported, not thrown, so the rest of the results still show.
 */
export async function searchBlogPosts(q: string, locale: Locale): Promise<BlogSearch> {
  const apiUrl = env.wordpressApiUrl
  if (!apiUrl || !q) return { posts: [], failed: false }
  try {
    const { body, headers } = await wordpressGet(apiUrl, '/posts', {
      search: q,
      per_page: String(SEARCHED_POSTS),
    })
    const { posts } = readPostList(body, headers)
    return {
      posts: posts.map((post) => ({
        title: post.title,
        url: localizePath(blogPostUrl(post.slug), locale),
        body: post.excerpt,
      })),
      failed: false,
    }
  } catch (error) {
    console.error(
      '[wordpress] search failed; showing the site results only:',
      error instanceof Error ? error.message : error,
    )
    return { posts: [], failed: true }
  }
}
