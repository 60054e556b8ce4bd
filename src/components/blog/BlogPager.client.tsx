'use client'

import { blogHref } from '@/lib/blogUrls'
import { localizePath } from '@/lib/i18n/paths'
import { useLocale } from '@/components/i18n/useLocale'
import type { ContentMessages } from '@/components/content/messages/en'
import { ViewLink } from './BlogViewFrame.client'

type Labels = Pick<ContentMessages['blog'], 'pages' | 'previous' | 'next' | 'pageOf'>
type Props = { category: string | null; page: number; totalPages: number; labels: Labels }

const button = 'rounded-md border px-4 py-2 text-sm font-medium'

/** Changing page glides back to the top, unless the visitor asked for less motion. */
function scrollToTopSmoothly() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
}

function PagerLink({
  href,
  label,
  rel,
}: {
  href: string | null
  label: string
  rel: 'prev' | 'next'
}) {
  if (!href) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className={`${button} cursor-not-allowed border-slate-200 text-slate-400`}
      >
        {label}
      </span>
    )
  }
  return (
    <ViewLink
      href={href}
      rel={rel}
      scroll={false}
      onClick={scrollToTopSmoothly}
      className={`${button} border-slate-300 text-slate-800 hover:bg-slate-50`}
    >
      {label}
    </ViewLink>
  )
}

/** Previous / Next for the listing; the caller renders it only when there is more than one page. */
export function BlogPager({ category, page, totalPages, labels }: Props) {
  const locale = useLocale()
  const href = (to: number) => localizePath(blogHref({ category, page: to }), locale)
  return (
    <nav aria-label={labels.pages} className="mt-10 flex items-center justify-center gap-4">
      <PagerLink rel="prev" label={labels.previous} href={page > 1 ? href(page - 1) : null} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {labels.pageOf.replace('{page}', String(page)).replace('{total}', String(totalPages))}
      </p>
      <PagerLink rel="next" label={labels.next} href={page < totalPages ? href(page + 1) : null} />
    </nav>
  )
}
