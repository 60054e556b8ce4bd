import { LOCALE_INFO, type Locale } from './i18n/locales'

const longDate = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * A date as US long form ("October 29, 2026"). WordPress sends its site's local time without a
 * zone; reading the calendar day as written keeps it from shifting with the server's zone.
 */
export function formatUsLongDate(value: string): string {
  return formatLongDate(value, 'en')
}

/** A date in the language's long form: "October 29, 2026", "29 de octubre de 2026". */
export function formatLongDate(value: string, locale: Locale): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : longDate(locale).format(date)
}
