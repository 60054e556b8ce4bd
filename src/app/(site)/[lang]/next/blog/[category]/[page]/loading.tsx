import { BlogHeader } from '@/components/blog/BlogHeader'
import { BlogListSkeleton } from '@/components/blog/BlogListSkeleton'
import { contentMessages } from '@/components/content/messages'

/** Shown while the listing loads on a client-side transition (6 skeleton cards). */
export default function BlogListingLoading() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <BlogHeader />
      <div aria-hidden="true" className="mt-8 flex gap-2">
        {['w-24', 'w-32', 'w-28', 'w-36'].map((width) => (
          <div key={width} className={`h-9 ${width} animate-pulse rounded-full bg-slate-200`} />
        ))}
      </div>
      <div className="mt-10">
        <BlogListSkeleton label={contentMessages().blog.loadingPosts} />
      </div>
    </section>
  )
}
