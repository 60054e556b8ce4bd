import { CmsLinks } from '@/components/content/CmsLink'
import { getSiteSettings } from '@/data/content'
import type { CallToActionBlock as CallToActionBlockData } from '@/payload-types'
import { slugify } from '@/components/content/Section'

export async function CallToActionBlock({ heading, text, links }: CallToActionBlockData) {
  const settings = await getSiteSettings()
  const headingId = `${slugify(heading)}-cta`
  return (
    <section aria-labelledby={headingId} className="bg-brand-900">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-white">
          {heading}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p> : null}
        <CmsLinks
          links={links?.map((link) => ({
            ...link,
            appearance: link.appearance === 'primary' ? 'secondary' : link.appearance,
          }))}
          settings={settings}
          className="mt-8 justify-center"
        />
      </div>
    </section>
  )
}
