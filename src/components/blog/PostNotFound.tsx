import Link from 'next/link'

/** SPEC §2 "Blog post detail": shown for a missing post and when WordPress fails. */
export function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Post Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">Sorry, the blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link href="/resources" className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Back to Resources
      </Link>
    </section>
  )
}
