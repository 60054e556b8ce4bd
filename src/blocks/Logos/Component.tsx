import { MediaImage } from '@/components/content/MediaImage'
import { Section } from '@/components/content/Section'
import { siteMessages } from '@/components/site/messages'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { isExternalHref, newTabProps } from '@/lib/links'
import type { LogosBlock as LogosBlockData } from '@/payload-types'

/** Partners, awards or markets: a logo when uploaded, the name always (it is the accessible label). */
export function LogosBlock({ heading, intro, items }: LogosBlockData) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(items ?? []).map((item, index) => {
          const content = (
            <>
              <MediaImage media={item.logo} className="mb-3 h-12 w-auto" />
              <span className="font-semibold text-slate-900">{item.name}</span>
              {item.description ? (
                <span className="mt-1 block text-sm text-slate-700">{item.description}</span>
              ) : null}
            </>
          )
          return (
            <li key={item.id ?? index} className="rounded-xl border border-slate-200 p-5">
              {item.url && isExternalHref(item.url) ? (
                <a href={item.url} {...newTabProps} className="block hover:underline">
                  {content}
                  <span className="sr-only"> {siteMessages(getRequestLocale()).opensInNewTab}</span>
                </a>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
