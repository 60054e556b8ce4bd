import type { Metadata } from 'next'
import { BlogCard } from '@/components/blog/BlogCard'
import { BlogPager } from '@/components/blog/BlogPager.client'
import { CategoryChips } from '@/components/blog/CategoryChips'
import { blogHref, parseBlogQuery } from '@/lib/blogUrls'
import { getSiteSettings } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'
import { EMPTY_LIST } from '@/lib/wordpress/types'
import { getCategories, getPosts } from '@/lib/wordpress'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const DESCRIPTION = 'News, product updates and stories from the schools and ministries we work with.'

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const [settings, query] = await Promise.all([getSiteSettings(), searchParams.then(parseBlogQuery)])
  return buildMetadata(
    { title: 'Blog', description: DESCRIPTION, path: blogHref(query) },
    { brandName: settings.brandName, description: settings.defaultDescription, keywords: settings.defaultKeywords },
  )
}

/** SPEC §2 "Blog listing", rendered on the server from the query (`?category=slug&page=2`). */
export default async function BlogListingPage({ searchParams }: Args) {
  const query = parseBlogQuery(await searchParams)
  const categories = await getCategories()
  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined
  // A category the blog does not have lists nothing rather than every post.
  const { posts, totalPages } = query.category && !category ? EMPTY_LIST : await getPosts(query.page, category?.id ?? null)
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{DESCRIPTION}</p>
      <div className="mt-8">
        <CategoryChips categories={categories} selected={category?.slug ?? null} />
      </div>
      <div className="mt-10">
        {posts.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-16 text-center text-lg text-slate-600">No posts found.</p>
        )}
      </div>
      {totalPages > 1 && posts.length ? <BlogPager category={category?.slug ?? null} page={query.page} totalPages={totalPages} /> : null}
    </section>
  )
}
