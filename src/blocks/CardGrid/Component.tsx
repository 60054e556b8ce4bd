import { CmsLink, CmsLinks } from '@/components/content/CmsLink'
import { MediaImage } from '@/components/content/MediaImage'
import { Section } from '@/components/content/Section'
import { getSiteSettings } from '@/data/content'
import { cn } from '@/lib/cn'
import type { CardGridBlock as CardGridBlockData } from '@/payload-types'

const columnClasses = {
  '2': 'md:grid-cols-2',
  '3': 'md:grid-cols-2 lg:grid-cols-3',
  '4': 'md:grid-cols-2 lg:grid-cols-4',
}

export async function CardGridBlock({
  anchor,
  heading,
  intro,
  columns,
  cards,
  links,
}: CardGridBlockData) {
  const settings = await getSiteSettings()
  return (
    <Section id={anchor} heading={heading} intro={intro}>
      <ul className={cn('mt-10 grid gap-6', columnClasses[columns ?? '3'])}>
        {(cards ?? []).map((card, index) => (
          <li
            key={card.id ?? index}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <MediaImage media={card.image} className="mb-4 w-full rounded-lg" />
            {card.eyebrow ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {card.eyebrow}
              </p>
            ) : null}
            <h3 className="mt-1 text-xl font-semibold text-slate-900">{card.title}</h3>
            {card.text ? (
              <p className="mt-3 flex-1 text-slate-700">{card.text}</p>
            ) : (
              <div className="flex-1" />
            )}
            {card.link?.label ? (
              <CmsLink
                link={{ ...card.link, appearance: card.link.appearance ?? 'link' }}
                settings={settings}
                className="mt-5 self-start"
              />
            ) : null}
          </li>
        ))}
      </ul>
      <CmsLinks links={links} settings={settings} className="mt-10" />
    </Section>
  )
}
