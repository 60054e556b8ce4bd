import { contentMessages, type ContentMessages } from '@/components/content/messages'
import { cn } from '@/lib/cn'
import { fillIn } from '@/lib/i18n/fillIn'
import type { Locale } from '@/lib/i18n/locales'
import { dayRuns, type Weekday } from '@/lib/whatsapp/hours'
import type { ChatLine } from '@/lib/whatsapp/lines'
import { chatLink, prefilledText } from '@/lib/whatsapp/link'
import { stableReference } from '@/lib/whatsapp/reference'
import { ChatLinkIsland, OpenNowIsland } from './Island.client'

type Words = ContentMessages['whatsApp']

/** A row's days: runs of three or more as a range (Monday–Friday), others one by one. */
function daysText(days: readonly Weekday[], words: Words): string {
  return dayRuns(days)
    .map((run) =>
      run.length > 2
        ? `${words.days[run[0]]}–${words.days[run.at(-1)!]}`
        : run.map((day) => words.days[day]).join(', '),
    )
    .join(', ')
}

type Props = {
  lines: ChatLine[]
  /** Where on the site the lines show (a block and the language): each line's stable reference comes from it. */
  place: string
  locale: Locale
  /** The level of each line's heading, under the heading of what holds the list. */
  level: 3 | 4
}

/**
 * "Chat on WhatsApp" for each line, with its hours in the line's own time zone. Everything is in
 * the HTML, links included; the browser adds whether a line is open now and a fresh reference per
 * click (ChatLink.client.tsx).
 */
export function WhatsAppLines({ lines, place, locale, level }: Props) {
  const words = contentMessages(locale).whatsApp
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <ul className={cn('mt-8 grid gap-6 text-left sm:grid-cols-2', level === 3 && 'lg:grid-cols-3')}>
      {lines.map((line) => {
        const message = line.message ?? words.greeting
        const href = chatLink(
          line.number,
          prefilledText(message, stableReference(`${place}|${line.id}`), words.reference),
        )
        return (
          <li
            key={line.id}
            className="flex flex-col items-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Heading className="text-lg font-semibold text-slate-900">{line.country}</Heading>
            {line.label ? <p className="text-sm text-slate-600">{line.label}</p> : null}
            {line.hours.length ? (
              <>
                <p className="mt-4 text-sm font-medium text-slate-800">
                  {fillIn(words.hoursIn, { country: line.country })}
                </p>
                <dl className="mt-1 space-y-0.5 text-sm text-slate-700">
                  {line.hours.map((span, index) => (
                    <div key={index} className="flex flex-wrap gap-x-2">
                      <dt className="first-letter:uppercase">{daysText(span.days, words)}</dt>
                      <dd>{`${span.opens}–${span.closes}`}</dd>
                    </div>
                  ))}
                </dl>
                {/* The line is reserved, so the status the browser adds moves nothing. */}
                <div className="mt-3 min-h-5">
                  <OpenNowIsland
                    hours={line.hours}
                    timeZone={line.timeZone}
                    open={words.open}
                    closed={words.closed}
                  />
                </div>
              </>
            ) : null}
            <ChatLinkIsland
              href={href}
              number={line.number}
              message={message}
              note={words.reference}
              name={fillIn(words.linkName, {
                line: line.label ? `${line.country}, ${line.label}` : line.country,
              })}
              text={words.link}
            />
          </li>
        )
      })}
    </ul>
  )
}
