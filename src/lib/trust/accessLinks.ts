import { createHash, randomBytes } from 'node:crypto'
import { DOCUMENT_LINK_PATH } from '../../../config/paths.mjs'
import { env } from '@/lib/env'
import { localizePath } from '@/lib/i18n/paths'
import type { Locale } from '@/lib/i18n/locales'
import { ACCESS_LINK_DAYS } from './categories'

const DAY_MS = 24 * 60 * 60 * 1000

/** 256 random bits, URL-safe: the link's only secret. Only its hash is stored. */
export const newLinkToken = () => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What a token looks like: anything else is not looked up at all. */
export const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

export const linkExpiry = (now: number) => new Date(now + ACCESS_LINK_DAYS * DAY_MS)

export const downloadUrl = (token: string, locale: Locale) =>
  `${env.serverUrl}${localizePath(`/${DOCUMENT_LINK_PATH}/${token}`, locale)}`

/** Whether a request's link may open its document now: approved, and within its week. */
export const isLinkLive = (
  request: { status: string; linkExpiresAt?: string | null },
  now: Date = new Date(),
) =>
  request.status === 'approved' &&
  Boolean(request.linkExpiresAt) &&
  new Date(request.linkExpiresAt!) > now
