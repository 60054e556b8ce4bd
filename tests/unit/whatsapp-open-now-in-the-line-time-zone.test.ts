import { describe, expect, it } from 'vitest'
import { dayRuns, isOpenAt, localMoment, type OpeningSpan } from '@/lib/whatsapp/hours'

// Every instant is fixed here: the computation is given its Date, never the clock.
const at = (iso: string) => new Date(iso)
const weekdays: OpeningSpan = {
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  opens: '08:00',
  closes: '17:00',
}

describe('the local moment of a line', () => {
  it('is the weekday and minute in the line’s zone, not the server’s or the visitor’s', () => {
    // Monday 2 March 2026, 13:00 UTC.
    expect(localMoment(at('2026-03-02T13:00:00Z'), 'America/Jamaica')).toEqual({
      day: 'monday',
      minute: 8 * 60,
    })
    expect(localMoment(at('2026-03-02T13:00:00Z'), 'Africa/Lagos')).toEqual({
      day: 'monday',
      minute: 14 * 60,
    })
    // Sunday 23:30 UTC is already Monday in Lagos, still Sunday afternoon in Jamaica.
    expect(localMoment(at('2026-03-01T23:30:00Z'), 'Africa/Lagos')).toEqual({
      day: 'monday',
      minute: 30,
    })
    expect(localMoment(at('2026-03-01T23:30:00Z'), 'America/Jamaica')).toEqual({
      day: 'sunday',
      minute: 18 * 60 + 30,
    })
  })
})

describe('open now', () => {
  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt([weekdays], 'America/Jamaica', at('2026-03-02T12:59:00Z'))).toBe(false) // 07:59
    expect(isOpenAt([weekdays], 'America/Jamaica', at('2026-03-02T13:00:00Z'))).toBe(true) // 08:00
    expect(isOpenAt([weekdays], 'America/Jamaica', at('2026-03-02T21:59:00Z'))).toBe(true) // 16:59
    expect(isOpenAt([weekdays], 'America/Jamaica', at('2026-03-02T22:00:00Z'))).toBe(false) // 17:00
  })

  it('is closed on a day no row lists', () => {
    expect(isOpenAt([weekdays], 'America/Jamaica', at('2026-03-07T15:00:00Z'))).toBe(false) // Saturday 10:00
    expect(
      isOpenAt(
        [weekdays, { days: ['saturday'], opens: '09:00', closes: '13:00' }],
        'America/Jamaica',
        at('2026-03-07T15:00:00Z'),
      ),
    ).toBe(true)
  })

  it('differs between two lines at one instant, each in its own zone', () => {
    const instant = at('2026-03-02T20:30:00Z') // Jamaica 15:30, Lagos 21:30
    expect(isOpenAt([weekdays], 'America/Jamaica', instant)).toBe(true)
    expect(isOpenAt([weekdays], 'Africa/Lagos', instant)).toBe(false)
    const early = at('2026-03-02T07:30:00Z') // Jamaica 02:30, Lagos 08:30
    expect(isOpenAt([weekdays], 'America/Jamaica', early)).toBe(false)
    expect(isOpenAt([weekdays], 'Africa/Lagos', early)).toBe(true)
  })

  it('takes the weekday in the line’s zone across midnight UTC', () => {
    const mondayMorning: OpeningSpan = { days: ['monday'], opens: '00:00', closes: '01:00' }
    const instant = at('2026-03-01T23:30:00Z') // Sunday in UTC and Jamaica, Monday 00:30 in Lagos
    expect(isOpenAt([mondayMorning], 'Africa/Lagos', instant)).toBe(true)
    expect(isOpenAt([mondayMorning], 'America/Jamaica', instant)).toBe(false)
    expect(isOpenAt([mondayMorning], 'UTC', instant)).toBe(false)
  })

  it('follows the zone’s daylight saving time', () => {
    // New York moves from UTC−5 to UTC−4 on 8 March 2026: 12:30 UTC is 07:30 before, 08:30 after.
    expect(isOpenAt([weekdays], 'America/New_York', at('2026-03-06T12:30:00Z'))).toBe(false)
    expect(isOpenAt([weekdays], 'America/New_York', at('2026-03-09T12:30:00Z'))).toBe(true)
  })

  it('runs a row that closes before it opens past midnight into the next day', () => {
    const friday: OpeningSpan = { days: ['friday'], opens: '22:00', closes: '02:00' }
    const zone = 'America/Port_of_Spain' // UTC−4
    expect(isOpenAt([friday], zone, at('2026-03-07T03:00:00Z'))).toBe(true) // Friday 23:00
    expect(isOpenAt([friday], zone, at('2026-03-07T05:00:00Z'))).toBe(true) // Saturday 01:00
    expect(isOpenAt([friday], zone, at('2026-03-07T06:00:00Z'))).toBe(false) // Saturday 02:00
    expect(isOpenAt([friday], zone, at('2026-03-06T03:00:00Z'))).toBe(false) // Thursday 23:00
    expect(isOpenAt([friday], zone, at('2026-03-06T05:00:00Z'))).toBe(false) // Friday 01:00: Thursday is not listed
  })

  it('is open until midnight with 24:00, never with equal times, and never without hours', () => {
    expect(
      isOpenAt(
        [{ days: ['saturday'], opens: '00:00', closes: '24:00' }],
        'America/Jamaica',
        at('2026-03-08T04:59:00Z'),
      ),
    ).toBe(true) // Saturday 23:59
    expect(
      isOpenAt(
        [{ days: ['monday'], opens: '08:00', closes: '08:00' }],
        'America/Jamaica',
        at('2026-03-02T15:00:00Z'),
      ),
    ).toBe(false)
    expect(isOpenAt([], 'America/Jamaica', at('2026-03-02T15:00:00Z'))).toBe(false)
  })

  it('throws for a zone the runtime does not know (the page then shows no status)', () => {
    expect(() => isOpenAt([weekdays], 'Nowhere/City', at('2026-03-02T15:00:00Z'))).toThrow(
      RangeError,
    )
  })
})

describe('the days of a row, as pages show them', () => {
  it('are in week order, in runs of consecutive days', () => {
    expect(dayRuns(['friday', 'monday', 'tuesday', 'wednesday'])).toEqual([
      ['monday', 'tuesday', 'wednesday'],
      ['friday'],
    ])
    expect(dayRuns(['sunday', 'saturday'])).toEqual([['saturday', 'sunday']])
    expect(dayRuns([])).toEqual([])
  })
})
