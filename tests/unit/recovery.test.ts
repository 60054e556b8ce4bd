import { describe, expect, it } from 'vitest'
import { CASE_ID_ALPHABET, CASE_ID_PATTERN, generateCaseId } from '@/lib/caseId'
import { statusBadgeText } from '@/lib/forms/recoveryOptions'
import { parseReviewQuery } from '@/lib/review/query'

describe('case IDs', () => {
  it('read RA-<year>-<six characters> with no 0, O, 1, I or L', () => {
    const id = generateCaseId(new Date('2026-03-04T00:00:00Z'))
    expect(id).toMatch(CASE_ID_PATTERN)
    expect(id.startsWith('RA-2026-')).toBe(true)
    expect(CASE_ID_ALPHABET).not.toMatch(/[01OIL]/)
  })

  it('are spread over the whole alphabet, and repeat in 10,000 draws no more than chance allows', () => {
    const ids = Array.from({ length: 10_000 }, () => generateCaseId())
    // 10,000 draws from 31^6 values repeat once in about 18 runs by chance alone (the birthday
    // bound; the unique index and assignCaseId's retries handle that). Four or more happen by
    // chance once in about 2.5 million runs; a generator that repeats itself makes thousands.
    expect(10_000 - new Set(ids).size).toBeLessThanOrEqual(3)
    const used = new Set(ids.join('').replace(/RA-\d{4}-/g, ''))
    expect(used.size).toBe(CASE_ID_ALPHABET.length)
  })
})

describe('status badge text', () => {
  it('is the status uppercased with the first underscore as a space', () => {
    expect(statusBadgeText('under_review')).toBe('UNDER REVIEW')
    expect(statusBadgeText('needs_info')).toBe('NEEDS INFO')
    expect(statusBadgeText('pending')).toBe('PENDING')
    expect(statusBadgeText('a_b_c')).toBe('A B_C')
  })
})

describe('review query', () => {
  it('falls back to all, page 1 and no search for anything malformed', () => {
    expect(parseReviewQuery(new URL('http://x/?status=approved&q=%20Hill%20&page=3'))).toEqual({
      status: 'approved',
      q: 'Hill',
      page: 3,
    })
    expect(parseReviewQuery(new URL('http://x/?status=drop&page=-1&q=' + 'x'.repeat(101)))).toEqual(
      { status: 'all', q: '', page: 1 },
    )
  })
})
