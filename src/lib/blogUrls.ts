/** The blog listing's state lives in its URL (`?category=slug&page=2`) so every view can be linked. */
export const BLOG_PATH = '/resources/blog'
/** The blog's RSS feed (src/app/(site)/[lang]/resources/blog/rss.xml/route.ts). */
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`

export type BlogQuery = { category: string | null; page: number }

type SearchParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** Reads category and page from the query; anything odd falls back to all posts, page 1. */
export function parseBlogQuery(params: SearchParams): BlogQuery {
  const category = first(params.category)?.trim()
  const page = Number(first(params.page))
  return {
    // The slug is only compared with WordPress's categories, never sent on as given.
    category: category || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The path segment that stands for "no category" in the listing's internal route. */
export const ALL_CATEGORIES = '-'

/**
 * Reads the view from the listing's internal route (`/next/blog/{category|-}/{page}`), which
 * next.config rewrites the public query to; the same rules as the query apply.
 */
export function parseBlogView({ category, page }: { category: string; page: string }): BlogQuery {
  return parseBlogQuery({ category: category === ALL_CATEGORIES ? undefined : category, page })
}

/** The listing's URL for a category and page; page 1 and All Posts leave their parameter out. */
export function blogHref({ category, page }: Partial<BlogQuery>): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH
}
