import { z } from 'zod'

/**
 * What the WordPress REST API (`/wp-json/wp/v2`) answers, as far as the blog reads it.
 * Embedded parts are optional and tolerant: WordPress embeds an error object instead of media
 * or an author it may not show, and one odd embed must not cost the whole post.
 */
const rendered = z.object({ rendered: z.string() })

const embeddedAuthor = z.object({
  name: z.string().optional(),
  avatar_urls: z.record(z.string(), z.string()).optional(),
})

const imageSize = z.object({ source_url: z.string() })

const embeddedMedia = z.object({
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  media_details: z
    .object({ sizes: z.record(z.string(), imageSize.optional().catch(undefined)).optional() })
    .optional()
    .catch(undefined),
})

const embeddedTerm = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  taxonomy: z.string().optional(),
})

export const wpPostSchema = z.object({
  id: z.number(),
  slug: z.string().min(1),
  date: z.string(),
  // The same moment in UTC, also without a zone; WordPress sends null for a post never published.
  date_gmt: z.string().nullable().optional(),
  modified: z.string().optional(),
  title: rendered,
  excerpt: rendered.optional(),
  content: rendered.optional(),
  featured_media: z.number().catch(0).default(0),
  _embedded: z
    .object({
      author: z.array(embeddedAuthor.catch({})).optional().catch(undefined),
      'wp:featuredmedia': z.array(embeddedMedia.catch({})).optional().catch(undefined),
      'wp:term': z
        .array(z.array(embeddedTerm.nullable().catch(null)))
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
})

export const wpCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string().min(1),
  count: z.number().optional(),
})

export type WpPost = z.infer<typeof wpPostSchema>
