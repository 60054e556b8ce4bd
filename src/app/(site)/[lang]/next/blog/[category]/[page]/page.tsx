import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { BlogHeader } from '@/components/blog/BlogHeader'
import { contentMessages } from '@/components/content/messages'
import { BlogListSkeleton } from '@/components/blog/BlogListSkeleton'
import { BlogPosts } from '@/components/blog/BlogPosts'
import { BlogViewFrame } from '@/components/blog/BlogViewFrame.client'
import { CategoryChips } from '@/components/blog/CategoryChips'
import { NoStoreMarker } from '@/components/content/NoStoreMarker'
import { blogFeedAlternates } from '@/lib/blogFeed'
import { blogHref, parseBlogView } from '@/lib/blogUrls'
import { getSiteSettings } from '@/data/content'
import { env } from '@/lib/env'
import { buildMetadata } from '@/lib/metadata'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { getCategories, getPosts, wordpressFailedInThisRender } from '@/data/wordpress'

/**
 * The blog listing. Visitors ask for `/resources/blog?category=slug&page=2` (or under
 * `/es`); next.config rewrites that to this route, whose view is in its path, so each view is cached like any page
 * instead of rendering per request as a page that reads the query would. The post list is
 * cached 30 minutes, so the page is too. A category WordPress does not know, or a page
 * past the last, is the 404 page (never cached): any query must not become a page of the cache.
 */
export const revalidate = 1800
export const dynamicParams = true
export function generateStaticParams(): { category: string; page: string }[] {
  return []
}

type Args = { params: Promise<{ lang: string; category: string; page: string }> }

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [settings, query] = await Promise.all([getSiteSettings(locale), params.then(parseBlogView)])
  const metadata = buildMetadata(
    {
      title: 'Blog',
      description: contentMessages(locale).blog.description,
      path: blogHref(query),
      locale,
    },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
    },
  )
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: blogFeedAlternates(
        locale,
        env.serverUrl,
        settings.brandName,
        contentMessages(locale).blog,
      ),
    },
  }
}

export default async function BlogListingPage({ params }: Args) {
  const locale = await resolveLocale(params)
  const query = parseBlogView(await params)
  const categories = await getCategories()
  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined
  // While WordPress fails, the view shows its empty state (not stored) rather than a 404.
  if (query.category && !category && !wordpressFailedInThisRender()) notFound()
  if (query.page > 1) {
    // The same read BlogPosts makes (cached per render), so the status is known before streaming.
    const { posts } = await getPosts(query.page, category?.id ?? null)
    if (!posts.length && !wordpressFailedInThisRender()) notFound()
  }
  const text = contentMessages(locale).blog
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <BlogHeader />
      <BlogViewFrame
        view={localizePath(blogHref(query), locale)}
        loadingLabel={text.loadingPosts}
        chips={
          <div className="mt-8">
            <CategoryChips categories={categories} selected={category?.slug ?? null} />
          </div>
        }
      >
        {/* Keyed by the view, so choosing a category or page shows the skeleton while it loads. */}
        <Suspense key={blogHref(query)} fallback={<BlogListSkeleton label={text.loadingPosts} />}>
          {query.category && !category ? (
            // WordPress failed: its categories are unknown, so the view lists nothing.
            <>
              <p className="py-16 text-center text-lg text-slate-600">{text.noPosts}</p>
              <NoStoreMarker />
            </>
          ) : (
            <BlogPosts
              page={query.page}
              categoryId={category?.id ?? null}
              categorySlug={category?.slug ?? null}
            />
          )}
        </Suspense>
      </BlogViewFrame>
    </section>
  )
}
