import type { Metadata } from 'next'
import { contentMessages } from '@/components/content/messages'
import { SearchForm } from '@/components/search/SearchForm'
import { SearchResults } from '@/components/search/SearchResults'
import { getSiteSettings } from '@/data/content'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { buildMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/data/payload'
import { readSearchPage, readSearchQuery } from '@/lib/search/query'
import { runSearch } from '@/lib/search/runSearch'
import { searchBlogPosts } from '@/lib/wordpress/search'

type Args = {
  params: Promise<{ lang: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Every query is its own page: rendered per request, never stored by a shared cache nor indexed. */
export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const settings = await getSiteSettings(locale)
  const text = contentMessages(locale).search
  const metadata = buildMetadata(
    { title: text.title, description: text.description, path: '/search', locale },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
    },
  )
  return { ...metadata, robots: { index: false, follow: true } }
}

export default async function SearchPage({ params, searchParams }: Args) {
  const locale = await resolveLocale(params)
  const query = await searchParams
  const q = readSearchQuery(query.q)
  const page = readSearchPage(query.page)
  const text = contentMessages(locale).search
  const action = localizePath('/search', locale)
  let results = null
  if (q) {
    const [blog, payload] = await Promise.all([searchBlogPosts(q, locale), getPayloadClient()])
    const found = await runSearch(payload, { locale, q, page, outside: blog.posts })
    results = (
      <SearchResults
        q={q}
        page={page}
        found={found}
        blogFailed={blog.failed}
        action={action}
        text={text}
      />
    )
  }
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <SearchForm action={action} q={q} text={text} />
      {results}
    </section>
  )
}
