import { contentMessages } from '@/components/content/messages'

/** The listing's title and introduction, shared by the page and its loading state. */
export function BlogHeader() {
  const text = contentMessages().blog
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{text.description}</p>
    </>
  )
}
