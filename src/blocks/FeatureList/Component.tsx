import { Check } from 'lucide-react'
import { CmsLinks } from '@/components/content/CmsLink'
import { Section } from '@/components/content/Section'
import { getSiteSettings } from '@/data/content'
import type { FeatureListBlock as FeatureListBlockData } from '@/payload-types'

export async function FeatureListBlock({
  anchor,
  heading,
  intro,
  items,
  links,
}: FeatureListBlockData) {
  const settings = await getSiteSettings()
  return (
    <Section id={anchor} heading={heading} intro={intro} tone="muted">
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {(items ?? []).map((item, index) => (
          <li key={item.id ?? index} className="flex gap-4">
            <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              {item.text ? <p className="mt-1 text-slate-700">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <CmsLinks links={links} settings={settings} className="mt-10" />
    </Section>
  )
}
