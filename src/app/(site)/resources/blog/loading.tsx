import { BlogListSkeleton } from '@/components/blog/BlogListSkeleton'

/** Shown while a page of posts loads on a client-side transition (SPEC §4: 6 skeleton cards). */
export default function BlogListingLoading() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
      <div className="mt-[7.5rem]">
        <BlogListSkeleton />
      </div>
    </section>
  )
}
