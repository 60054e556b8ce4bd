/*
 * Opening hours of a WhatsApp line, as Site settings keep them: rows of days with an opening and
 * a closing time, in the line's own IANA time zone. Pages show them as written; whether the line
 * is open now is worked out in the visitor's browser (cached pages cannot know the time).
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One row: these days, from `opens` to `closes` (`HH:MM`, 24-hour; `24:00` is midnight at the end of the day). */
export type OpeningSpan = { days: readonly Weekday[]; opens: string; closes: string }

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** `HH:MM` from 00:00 to 23:59; a closing time may also be 24:00. */
export function isTimeOfDay(value: unknown, { closing = false } = {}): value is string {
  return typeof value === 'string' && (TIME.test(value) || (closing && value === '24:00'))
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** A time zone this runtime's Intl knows (`America/Jamaica`, `Africa/Lagos`). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The weekday and the minute of the day that `at` is in `timeZone`. */
export function localMoment(at: Date, timeZone: string): { day: Weekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? ''
  return {
    day: part('weekday').toLowerCase() as Weekday,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

/**
 * Whether the line is open at `at`: some row lists the local weekday and the local time lies in
 * [opens, closes). A row that closes at or before it opens runs past midnight into the next day
 * (`22:00`–`02:00` on Friday is open at 01:00 on Saturday); one that opens when it closes never is.
 */
export function isOpenAt(spans: readonly OpeningSpan[], timeZone: string, at: Date): boolean {
  const { day, minute } = localMoment(at, timeZone)
  const previous = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]
  return spans.some(({ days, opens, closes }) => {
    const [from, to] = [minuteOf(opens), minuteOf(closes)]
    if (from === to) return false
    if (from < to) return days.includes(day) && minute >= from && minute < to
    return (days.includes(day) && minute >= from) || (days.includes(previous) && minute < to)
  })
}

/** The days in week order, in runs of consecutive days: Mon, Tue, Wed, Fri → [[Mon, Tue, Wed], [Fri]]. */
export function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = []
  let last = -2
  for (const day of WEEKDAYS.filter((weekday) => days.includes(weekday))) {
    const index = WEEKDAYS.indexOf(day)
    if (index === last + 1) runs.at(-1)!.push(day)
    else runs.push([day])
    last = index
  }
  return runs
}
