import { blogHref } from '@/lib/blogUrls'
import { cn } from '@/lib/cn'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { Category } from '@/data/wordpress'
import { ViewLink } from './BlogViewFrame.client'

const chip = 'inline-block rounded-full border px-4 py-1.5 text-sm font-medium transition'
const idle = 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700'
const active = 'border-brand-700 bg-brand-700 text-white'

/**
 * Category filter chips, All Posts first. A chip links to page 1 of its category. No prefetch:
 * each view is a cached page, and prefetching every chip would spend a phone's mobile data on
 * views the visitor may never open.
 */
export function CategoryChips({
  categories,
  selected,
}: {
  categories: Category[]
  selected: string | null
}) {
  const text = contentMessages().blog
  const chips = [
    { key: 'all', name: text.allPosts, slug: null as string | null },
    ...categories.map((c) => ({ key: String(c.id), name: c.name, slug: c.slug })),
  ]
  return (
    <nav aria-label={text.categories}>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, name, slug }) => {
          const current = slug === selected
          return (
            <li key={key}>
              <ViewLink
                href={localizePath(blogHref({ category: slug }), getRequestLocale())}
                aria-current={current ? 'page' : undefined}
                className={cn(chip, current ? active : idle)}
              >
                {name}
              </ViewLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
