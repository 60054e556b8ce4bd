/** The blog's shapes after mapping. */
export type Term = { id: number; name: string }

export type Category = Term & { slug: string }

export type FeaturedImage = {
  /** Card size (WordPress `medium`), falling back to the original, then the placeholder. */
  medium: string
  /** Post size (WordPress `large`), with the same fallbacks. */
  large: string
  sourceUrl: string
  alt: string
}

export type BlogPost = {
  id: number
  slug: string
  /** WordPress's publication date as it sends it (site time, no zone). */
  date: string
  /** The same moment in UTC (no zone either), when WordPress sends it. */
  dateGmt: string | null
  modified: string | null
  title: string
  /** The excerpt stripped to plain text. */
  excerpt: string
  /** The body, sanitised: safe to render as HTML. */
  contentHtml: string
  /** WordPress's `featured_media` id; the post shows its image only when this is above 0. */
  featuredMedia: number
  image: FeaturedImage
  author: { name: string; avatarUrl: string | null }
  categories: Term[]
  tags: Term[]
}

/** A post as a listing card needs it: everything but the body, which a page of 12 would carry for nothing. */
export type BlogPostSummary = Omit<BlogPost, 'contentHtml'>

export type BlogListResult = { posts: BlogPostSummary[]; totalPages: number; total: number }

export const EMPTY_LIST: BlogListResult = { posts: [], totalPages: 0, total: 0 }
