import { createHash } from 'node:crypto'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { SECTIONS } from '../../../config/paths.mjs'

/** The first segment of a share image's path, under a language like any page. */
export const SHARE_IMAGE_SEGMENT = SECTIONS.shareImage

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

// Part of every version: changing the drawing (src/components/shareImage/render.tsx) changes every
// image, so bump it then and every URL changes with it.
export const DRAWING = 1

export type ShareImageSubject = {
  /** The page's public path without its language (`/pricing`, `/careers/7`, `/` for home). */
  pagePath: string
  /** The title drawn on the image, in the page's language. */
  title: string
  brandName: string
  locale: Locale
}

/**
 * A short hash of what the image shows. It is in the image's URL, so a new title (or brand
 * name) is a new URL, which social networks fetch again instead of keeping the old picture.
 */
export function shareImageVersion({
  title,
  brandName,
  locale,
}: Omit<ShareImageSubject, 'pagePath'>): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, locale, brandName, title]))
    .digest('hex')
    .slice(0, 12)
}

/** The image's path: `/share-image/<version>/pricing`, `/es/share-image/<version>/careers/7`. */
export function shareImagePath(subject: ShareImageSubject): string {
  const page = subject.pagePath === '/' ? '' : subject.pagePath
  return localizePath(
    `/${SHARE_IMAGE_SEGMENT}/${shareImageVersion(subject)}${page}`,
    subject.locale,
  )
}
