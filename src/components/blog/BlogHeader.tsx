export const BLOG_DESCRIPTION = 'News, product updates and stories from the schools and ministries we work with.'

/** The listing's title and introduction, shared by the page and its loading state. */
export function BlogHeader() {
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{BLOG_DESCRIPTION}</p>
    </>
  )
}
