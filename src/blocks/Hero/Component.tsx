import Link from 'next/link'
import { ArrowLeft } from 'lucide-react'
import { CmsLinks } from '@/components/content/CmsLink'
import { MediaImage } from '@/components/content/MediaImage'
import { getSiteSettings } from '@/data/content'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

/** The top of a page: its one h1, a lead paragraph and the main buttons. */
export async function HeroBlock({ eyebrow, heading, text, links, image, backLink }: HeroBlockData) {
  const settings = await getSiteSettings()
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div className={image ? '' : 'lg:col-span-2'}>
          {backLink?.href && backLink.label ? (
            <Link
              href={backLink.href}
              className="mb-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {backLink.label}
            </Link>
          ) : null}
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {heading}
          </h1>
          {text ? <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-700">{text}</p> : null}
          <CmsLinks links={links} settings={settings} className="mt-8" />
        </div>
        {image ? (
          <MediaImage media={image} size="hero" className="w-full rounded-xl shadow-lg" />
        ) : null}
      </div>
    </section>
  )
}
