import { CmsLinks } from '@/components/content/CmsLink'
import { getSiteSettings } from '@/data/content'
import { cn } from '@/lib/cn'
import type { BannerBlock as BannerBlockData } from '@/payload-types'

/** A strip that calls out one thing (e.g. hurricane relief) with its buttons. */
export async function BannerBlock({ style, heading, text, links }: BannerBlockData) {
  const settings = await getSiteSettings()
  return (
    <section
      aria-label={heading}
      className={cn(style === 'alert' ? 'bg-amber-50' : 'bg-brand-50', 'border-y border-slate-200')}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{heading}</h2>
          {text ? <p className="mt-2 max-w-3xl text-slate-700">{text}</p> : null}
        </div>
        <CmsLinks links={links} settings={settings} className="shrink-0" />
      </div>
    </section>
  )
}
