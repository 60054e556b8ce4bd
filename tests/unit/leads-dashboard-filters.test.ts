import { describe, expect, it } from 'vitest'
import { readLeadFilters, weeksOf, weekStart } from '@/lib/leads/dashboard/filters'

// A Friday.
const today = new Date('2026-11-27T15:00:00Z')

describe('the leads dashboard filters', () => {
  it('show the last 12 weeks of every form by default, this week included', () => {
    const { filters, notices } = readLeadFilters({}, today)
    expect(filters).toEqual({ from: '2026-09-07', to: '2026-11-27', form: null })
    expect(weeksOf(filters)).toHaveLength(12)
    expect(weeksOf(filters).at(-1)).toBe('2026-11-23')
    expect(notices).toEqual([])
  })

  it('read a range and a form from the query', () => {
    const { filters, notices } = readLeadFilters(
      { from: '2026-01-01', to: '2026-03-31', form: 'demo' },
      today,
    )
    expect(filters).toEqual({ from: '2026-01-01', to: '2026-03-31', form: 'demo' })
    expect(weeksOf(filters)[0]).toBe('2025-12-29')
    expect(notices).toEqual([])
  })

  it('take the empty choice as every form, and an end alone as the 12 weeks before it', () => {
    const { filters } = readLeadFilters({ to: '2026-03-31', form: '' }, today)
    expect(filters).toEqual({ from: '2026-01-12', to: '2026-03-31', form: null })
  })

  it.each([
    [
      { from: '2026-02-30' },
      'A date could not be read (use YYYY-MM-DD): showing the last 12 weeks.',
    ],
    [{ from: '%25' }, 'A date could not be read (use YYYY-MM-DD): showing the last 12 weeks.'],
    [{ to: '1900-01-01' }, 'A date could not be read (use YYYY-MM-DD): showing the last 12 weeks.'],
    [
      { from: '2026-05-01', to: '2026-04-01' },
      'The start date is after the end date: showing the last 12 weeks.',
    ],
    [
      { from: '2020-01-01', to: '2026-01-01' },
      'A range holds at most 106 weeks: showing the last 12 weeks.',
    ],
  ])('fall back to the last 12 weeks, saying why, for %o', (query, notice) => {
    const { filters, notices } = readLeadFilters(query, today)
    expect(filters).toEqual({ from: '2026-09-07', to: '2026-11-27', form: null })
    expect(notices).toEqual([notice])
  })

  it('show every form, saying why, for a form it does not know', () => {
    const { filters, notices } = readLeadFilters({ form: ['pages', 'demo'] }, today)
    expect(filters.form).toBeNull()
    expect(notices).toEqual(['That form is not known: showing every form.'])
  })

  it('start weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2026-11-29')).toBe('2026-11-23')
    expect(weekStart('2026-11-30')).toBe('2026-11-30')
  })
})
