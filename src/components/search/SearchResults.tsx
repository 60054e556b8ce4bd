import Link from 'next/link'
import type { ContentMessages } from '@/components/content/messages'
import { fillIn } from '@/lib/i18n/fillIn'
import type { SearchPage } from '@/lib/search/runSearch'
import { Snippet } from './Snippet'

type Props = {
  q: string
  page: number
  found: SearchPage
  blogFailed: boolean
  /** The search page's own path in the visitor's language. */
  action: string
  text: ContentMessages['search']
}

const pageHref = (action: string, q: string, page: number) =>
  `${action}?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q })}`

export function SearchResults({ q, page, found, blogFailed, action, text }: Props) {
  return (
    <div className="mt-8 max-w-3xl">
      {blogFailed ? <p className="mb-4 text-sm text-slate-600">{text.blogUnavailable}</p> : null}
      {found.hits.length === 0 ? (
        <p className="text-lg text-slate-700">{fillIn(text.noResults, { q })}</p>
      ) : (
        <>
          <h2 id="search-results" className="sr-only">
            {text.results}
          </h2>
          <ol aria-labelledby="search-results" className="space-y-6">
            {found.hits.map((hit) => (
              <li key={`${hit.kind} ${hit.url} ${hit.title}`}>
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {text.kinds[hit.kind]}
                </p>
                <Link
                  href={hit.url}
                  className="text-lg font-semibold text-slate-900 underline-offset-2 hover:underline"
                >
                  {hit.title}
                </Link>
                <Snippet text={hit.snippet} />
              </li>
            ))}
          </ol>
        </>
      )}
      {page > 1 || found.hasNext ? (
        <nav aria-label={text.results} className="mt-10 flex gap-4">
          {page > 1 ? (
            <Link
              href={pageHref(action, q, page - 1)}
              className="font-medium text-brand-700 hover:underline"
            >
              {text.previous}
            </Link>
          ) : null}
          {found.hasNext ? (
            <Link
              href={pageHref(action, q, page + 1)}
              className="font-medium text-brand-700 hover:underline"
            >
              {text.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
