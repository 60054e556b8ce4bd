import { NoStoreMarker } from '@/components/content/NoStoreMarker'
import { contentMessages } from '@/components/content/messages'
import { getPosts } from '@/data/wordpress'
import { BlogCard } from './BlogCard'
import { BlogPager } from './BlogPager.client'

type Props = { page: number; categoryId: number | null; categorySlug: string | null }

/** One page of posts as cards, with the pager when there is more than one page. */
export async function BlogPosts({ page, categoryId, categorySlug }: Props) {
  const { posts, totalPages } = await getPosts(page, categoryId)
  // After the reads: it marks the render when the categories or these posts failed.
  if (!posts.length)
    return (
      <>
        <p className="py-16 text-center text-lg text-slate-600">{contentMessages().blog.noPosts}</p>
        <NoStoreMarker />
      </>
    )
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <BlogPager
          category={categorySlug}
          page={page}
          totalPages={totalPages}
          labels={contentMessages().blog}
        />
      ) : null}
      <NoStoreMarker />
    </>
  )
}
