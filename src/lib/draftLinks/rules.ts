import { ADDRESSED_COLLECTIONS } from '@/lib/documentUrls'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'

/** The collections whose drafts can be shared with someone without an account: those with a page. */
export const SHAREABLE_COLLECTIONS = ADDRESSED_COLLECTIONS
export type ShareableCollection = (typeof SHAREABLE_COLLECTIONS)[number]

export const isShareableCollection = (value: unknown): value is ShareableCollection =>
  SHAREABLE_COLLECTIONS.includes(value as ShareableCollection)

/** How long a link is valid, in whole days. */
export const VALID_FOR_DAYS = { min: 1, max: 30, default: 7 } as const

export const VALID_FOR_DAYS_ERROR = `A draft link is valid for ${VALID_FOR_DAYS.min} to ${VALID_FOR_DAYS.max} whole days.`

/** The chosen number of days (the default when none was chosen), or null when it is not allowed. */
export function readValidForDays(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return VALID_FOR_DAYS.default
  const days = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  if (typeof days !== 'number' || !Number.isInteger(days)) return null
  return days >= VALID_FOR_DAYS.min && days <= VALID_FOR_DAYS.max ? days : null
}

const DAY_MS = 24 * 60 * 60 * 1000

export const expiryAfter = (days: number, from: Date = new Date()) =>
  new Date(from.getTime() + days * DAY_MS)

/** The public path of a link: `/draft/<token>`, `/es/draft/<token>` for a Spanish draft. */
export const draftLinkPath = (token: string, locale: Locale) =>
  localizePath(`/draft/${token}`, locale)
