import Image from 'next/image'
import Link from 'next/link'
import { contentMessages } from '@/components/content/messages'
import { formatLongDate } from '@/lib/dates'
import { blogPostUrl } from '@/lib/documentUrls'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { BlogPostSummary } from '@/data/wordpress'

/** A card shows at most two of a post's categories. */
const CARD_CATEGORIES = 2

// Links do not prefetch: twelve posts' pages on every listing view would cost mobile visitors
// far more data than the one they open.
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const locale = getRequestLocale()
  const href = localizePath(blogPostUrl(post.slug), locale)
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link
        href={href}
        prefetch={false}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/9] bg-slate-100"
      >
        {/* WordPress media hosts are not ours to proxy: the browser loads them directly. */}
        <Image
          src={post.image.medium}
          alt=""
          fill
          unoptimized
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        {post.categories.length ? (
          <ul
            aria-label={contentMessages(locale).blog.postCategories}
            className="mb-3 flex flex-wrap gap-2"
          >
            {post.categories.slice(0, CARD_CATEGORIES).map((category) => (
              <li
                key={category.id}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link
            href={href}
            prefetch={false}
            className="hover:text-brand-700 focus-visible:text-brand-700"
          >
            {post.title}
          </Link>
        </h2>
        <time dateTime={post.date} className="mt-2 text-sm text-slate-600">
          {formatLongDate(post.date, locale)}
        </time>
        {post.excerpt ? (
          <p className="mt-3 line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
        ) : null}
      </div>
    </article>
  )
}
