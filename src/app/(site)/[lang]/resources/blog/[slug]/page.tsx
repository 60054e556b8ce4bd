import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { PostBody } from '@/components/blog/PostBody'
import { JsonLd } from '@/components/content/JsonLd'
import { blogFeedAlternates } from '@/lib/blogFeed'
import { getSiteSettings } from '@/data/content'
import { blogPostUrl } from '@/lib/documentUrls'
import { env } from '@/lib/env'
import { formatLongDate } from '@/lib/dates'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { buildMetadata } from '@/lib/metadata'
import { blogPostingData } from '@/lib/structuredData'
import { getPostBySlug } from '@/data/wordpress'
import { resolveLocale } from '@/data/i18n/requestLocale'

type Args = { params: Promise<{ lang: string; slug: string }> }

// Cached like any page, for as long as a single post is (1 hour). A missing post or a
// WordPress failure renders Post Not Found, a 404 the page cache never keeps.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { slug } = await params
  const [settings, post] = await Promise.all([getSiteSettings(locale), getPostBySlug(slug)])
  // The skeleton streams first, so the status is already 200: keep the page out of the index.
  const feed = blogFeedAlternates(
    locale,
    env.serverUrl,
    settings.brandName,
    contentMessages(locale).blog,
  )
  if (!post)
    return {
      title: { absolute: `${contentMessages(locale).blog.postNotFound} | ${settings.brandName}` },
      robots: { index: false },
      alternates: { types: feed },
    }
  const metadata = buildMetadata(
    {
      title: post.title,
      // buildMetadata cuts it to 160 characters.
      description: post.excerpt,
      path: blogPostUrl(post.slug),
      type: 'article',
      // Shared with its own title image (the featured photo is often not 1200×630, nor titled).
      shareTitle: post.title,
      publishedTime: post.date,
      modifiedTime: post.modified,
      author: post.author.name,
      locale,
    },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
    },
  )
  return { ...metadata, alternates: { ...metadata.alternates, types: feed } }
}

/** A missing post and a WordPress failure both show Post Not Found. */
export default async function BlogPostPage({ params }: Args) {
  const locale = await resolveLocale(params)
  const { slug } = await params
  const [post, settings] = await Promise.all([getPostBySlug(slug), getSiteSettings(locale)])
  if (!post) notFound()
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Link
          href={localizePath('/resources', locale)}
          className="text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          ← {contentMessages(locale).blog.backToResources}
        </Link>
        {post.tags.length ? (
          <ul aria-label={contentMessages(locale).blog.tags} className="mt-8 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag.id}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900">{post.title}</h1>
        <div className="mt-6 flex items-center gap-3 text-sm text-slate-700">
          {post.author.avatarUrl ? (
            <Image
              src={post.author.avatarUrl}
              alt=""
              width={40}
              height={40}
              unoptimized
              className="size-10 rounded-full bg-slate-200"
            />
          ) : null}
          <span className="font-medium text-slate-900">{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
        </div>
        {post.featuredMedia > 0 ? (
          <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-lg bg-slate-100">
            <Image
              src={post.image.large}
              alt={post.image.alt}
              fill
              unoptimized
              priority
              fetchPriority="high"
              sizes="(min-width: 768px) 768px, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
        <div className="mt-10">
          <PostBody html={post.contentHtml} />
        </div>
      </article>
      {/* Beside the article, not in it: the article holds the sanitised post and nothing executable. */}
      <JsonLd data={blogPostingData(post, settings, locale)} />
    </>
  )
}
