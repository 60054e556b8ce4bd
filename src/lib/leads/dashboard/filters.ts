import { z } from 'zod'
import { LEAD_FORM_NAMES } from '@/lib/leads/forms'

/** The weeks the dashboard shows when no dates are asked for: this one and the eleven before. */
export const DEFAULT_WEEKS = 12
/** The longest range one page draws, about two years of weeks. */
export const MAX_WEEKS = 106

const DAY_MS = 24 * 60 * 60 * 1000

/** A form as the dashboard counts it: a code-defined form's name, or a built form's. */
export type DashboardForm = string

/** What the dashboard counts: days inclusive, as YYYY-MM-DD in UTC, and one form or all. */
export type LeadFilters = { from: string; to: string; form: DashboardForm | null }

export type ReadFilters = { filters: LeadFilters; notices: string[] }

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const dayOf = (value: string) => new Date(`${value}T00:00:00Z`)

/** The Monday (UTC) of a day's week: weeks start on Monday, as PostgreSQL's `date_trunc('week')`. */
export function weekStart(day: string): string {
  const date = dayOf(day)
  return isoDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS))
}

export const addDays = (day: string, days: number) =>
  isoDay(new Date(dayOf(day).getTime() + days * DAY_MS))

/** The Mondays of the weeks from `from` to `to`, both included. */
export function weeksOf({ from, to }: Pick<LeadFilters, 'from' | 'to'>): string[] {
  const weeks: string[] = []
  for (let week = weekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week)
  return weeks
}

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(dayOf(value).getTime()) && isoDay(dayOf(value)) === value)
  .refine((value) => value >= '2000-01-01' && value <= '2100-12-31')

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || undefined

/**
 * The dashboard's filters from the page's query (`from`, `to`, `form`). What cannot be read
 * falls back to the default (the last 12 weeks, every form) with a notice saying so.
 */
export function readLeadFilters(
  query: Record<string, string | string[] | undefined> | undefined,
  today: Date,
  builtForms: readonly string[] = [],
): ReadFilters {
  const notices: string[] = []
  const todayDay = isoDay(today)
  const defaultFrom = (to: string) => addDays(weekStart(to), -7 * (DEFAULT_WEEKS - 1))

  const formValue = first(query?.form)
  const form = z
    .enum([...LEAD_FORM_NAMES, ...builtForms] as [string, ...string[]])
    .safeParse(formValue)
  if (formValue && !form.success) notices.push('That form is not known: showing every form.')

  const fromValue = first(query?.from)
  const toValue = first(query?.to)
  const from = calendarDay.safeParse(fromValue)
  const to = calendarDay.safeParse(toValue)
  let range = { from: defaultFrom(todayDay), to: todayDay }
  if ((fromValue && !from.success) || (toValue && !to.success)) {
    notices.push('A date could not be read (use YYYY-MM-DD): showing the last 12 weeks.')
  } else if (from.success || to.success) {
    const end = to.success ? to.data : todayDay
    const asked = { from: from.success ? from.data : defaultFrom(end), to: end }
    if (asked.from > asked.to)
      notices.push('The start date is after the end date: showing the last 12 weeks.')
    else if (weeksOf(asked).length > MAX_WEEKS)
      notices.push(`A range holds at most ${MAX_WEEKS} weeks: showing the last 12 weeks.`)
    else range = asked
  }
  return { filters: { ...range, form: form.success ? form.data : null }, notices }
}
