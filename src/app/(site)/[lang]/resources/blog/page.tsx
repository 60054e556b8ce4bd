import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BlogHeader } from '@/components/blog/BlogHeader'
import { contentMessages } from '@/components/content/messages'
import { BlogListSkeleton } from '@/components/blog/BlogListSkeleton'
import { BlogPosts } from '@/components/blog/BlogPosts'
import { CategoryChips } from '@/components/blog/CategoryChips'
import { blogHref, parseBlogQuery } from '@/lib/blogUrls'
import { getSiteSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'
import { getCategories } from '@/lib/wordpress'
import { resolveLocale } from '@/lib/i18n/requestLocale'

type Args = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const [settings, query] = await Promise.all([getSiteSettings(), searchParams.then(parseBlogQuery)])
  return buildMetadata(
    { title: 'Blog', description: contentMessages(locale).blog.description, path: blogHref(query), locale },
    { brandName: settings.brandName, description: settings.defaultDescription, keywords: settings.defaultKeywords },
  )
}

/** SPEC §2 "Blog listing", rendered on the server from the query (`?category=slug&page=2`). */
export default async function BlogListingPage({ params, searchParams }: Args) {
  await resolveLocale(params)
  const query = parseBlogQuery(await searchParams)
  const categories = await getCategories()
  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <BlogHeader />
      <div className="mt-8">
        <CategoryChips categories={categories} selected={category?.slug ?? null} />
      </div>
      <div className="mt-10">
        {/* Keyed by the view, so choosing a category or page shows the skeleton while it loads. */}
        <Suspense key={blogHref(query)} fallback={<BlogListSkeleton />}>
          {query.category && !category ? (
            // A category the blog does not have lists nothing rather than every post.
            <p className="py-16 text-center text-lg text-slate-600">{contentMessages().blog.noPosts}</p>
          ) : (
            <BlogPosts page={query.page} categoryId={category?.id ?? null} categorySlug={category?.slug ?? null} />
          )}
        </Suspense>
      </div>
    </section>
  )
}
