import { Rss } from 'lucide-react'
import { contentMessages } from '@/components/content/messages'
import { Section } from '@/components/content/Section'
import { SubProcessorSubscribeForm } from '@/forms/SubProcessorSubscribeForm.client'
import { getSiteSettings, getSubProcessors } from '@/data/content'
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { SUB_PROCESSORS_FEED_PATH } from '@/lib/subProcessors/links'
import { SUBSCRIPTION_FIELDS } from '@/lib/subProcessors/subscriptionForm'
import { drawOptInField } from '@/lib/forms/drawForm'
import { formMessages } from '@/lib/forms/messages'
import type { SubProcessorListBlock as SubProcessorListBlockData } from '@/payload-types'

/** A website staff typed, when it is one a visitor may be sent to (http or https). */
function websiteOf(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A calendar day in the page's language; the day is read in UTC, as it is stored. */
const dayIn = (locale: Locale, value: string) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(value),
  )

/**
 * The published sub-processors as a table (name, purpose, data location, since), and, when the
 * block offers them, the ways to follow its changes: the RSS feed and an email subscription.
 */
export async function SubProcessorListBlock({
  heading,
  intro,
  showSubscribe,
}: SubProcessorListBlockData) {
  const locale = getRequestLocale()
  const [subProcessors, settings] = await Promise.all([
    getSubProcessors(locale),
    getSiteSettings(locale),
  ])
  const words = contentMessages(locale).subProcessors
  const feedUrl = localizePath(SUB_PROCESSORS_FEED_PATH, locale)
  const feedTitle = words.feedTitle.replaceAll('{brand}', settings.brandName)
  return (
    <Section heading={heading} intro={intro}>
      {subProcessors.length ? (
        <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">{words.caption}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {words.name}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {words.purpose}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {words.dataLocation}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {words.since}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {subProcessors.map((entry) => {
                const website = websiteOf(entry.website)
                return (
                  <tr key={entry.id}>
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      {website ? (
                        <a
                          href={website}
                          rel="noopener noreferrer"
                          className="text-brand-700 underline hover:text-brand-800"
                        >
                          {entry.name}
                        </a>
                      ) : (
                        entry.name
                      )}
                    </th>
                    <td className="px-4 py-3">{entry.purpose}</td>
                    <td className="px-4 py-3">{entry.dataLocation}</td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <time dateTime={entry.since.slice(0, 10)}>{dayIn(locale, entry.since)}</time>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-8 text-slate-700">{words.empty}</p>
      )}
      {showSubscribe ? (
        <div className="mt-10 rounded-xl bg-slate-50 p-6">
          {/* React places it in the document's head, where browsers and feed readers look. */}
          <link rel="alternate" type="application/rss+xml" title={feedTitle} href={feedUrl} />
          <h3 className="text-xl font-semibold text-slate-900">{words.followHeading}</h3>
          <p className="mt-2 text-slate-700">{words.followText}</p>
          <p className="mt-4">
            <a
              href={feedUrl}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-800"
            >
              <Rss aria-hidden="true" className="h-4 w-4" />
              {words.rss}
            </a>
          </p>
          <div className="mt-6">
            <SubProcessorSubscribeForm
              field={drawOptInField(
                'email',
                {
                  ...SUBSCRIPTION_FIELDS.email,
                  input: {
                    label: () => words.email,
                    placeholder: () => words.placeholder,
                    autoComplete: 'email',
                  },
                },
                formMessages(locale),
              )}
              words={{
                locale,
                formLabel: words.formLabel,
                subscribe: words.subscribe,
                busy: words.busy,
                success: words.success,
                failure: words.failure,
              }}
            />
          </div>
        </div>
      ) : null}
    </Section>
  )
}
