import type { SiteSetting } from '@/payload-types'
import { isTimeOfDay, isTimeZone, type OpeningSpan } from './hours'
import { isE164 } from './number'

/** A WhatsApp line as pages show it, read from Site settings › WhatsApp in the page's language. */
export type ChatLine = {
  /** The settings row's id: with the page's place, it makes the line's stable reference. */
  id: string
  country: string
  label: string | null
  number: string
  timeZone: string
  hours: OpeningSpan[]
  /** The prefilled message in the page's language (Spanish falls back to English); null for none. */
  message: string | null
}

const text = (value: string | null | undefined) => value?.trim() || null

/**
 * The lines a page can show: each with a country and an E.164 number (the CMS checks both on
 * save, so a row without them predates the checks). Hours rows that cannot be read are left out;
 * so are all of a line's hours when its time zone is unknown here, since they could not be placed.
 */
export function chatLines(rows: SiteSetting['whatsapp']): ChatLine[] {
  return (rows ?? []).flatMap((row, index) => {
    const country = text(row.country)
    if (!country || !isE164(row.number)) return []
    const hours = isTimeZone(row.timeZone)
      ? (row.hours ?? []).filter(
          (span) =>
            span.days?.length &&
            isTimeOfDay(span.opens) &&
            isTimeOfDay(span.closes, { closing: true }),
        )
      : []
    return [
      {
        id: row.id ?? String(index),
        country,
        label: text(row.label),
        number: row.number,
        timeZone: row.timeZone,
        hours: hours.map(({ days, opens, closes }) => ({ days, opens, closes })),
        message: text(row.message),
      },
    ]
  })
}
