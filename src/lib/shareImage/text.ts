import { cutDescription } from '@/lib/seo/text'

/**
 * The code points the image's fonts draw (Inter's latin and latin-ext files of
 * @fontsource/inter): Spanish and every other Latin-script language, punctuation, currency.
 */
const DRAWABLE: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
  [0x20a0, 0x20c0],
  [0x2113, 0x2113],
  [0x2122, 0x2122],
]

const isDrawable = (character: string) => {
  const code = character.codePointAt(0)!
  return DRAWABLE.some(([first, last]) => code >= first && code <= last)
}

/** Longer titles are cut on a word boundary: four lines at the smallest size. */
export const SHARE_TITLE_LIMIT = 110

/**
 * A title as the image draws it: composed accents, no character the fonts lack (an emoji or
 * another script would make the renderer fetch a font from the network), cut to fit.
 */
export function drawableTitle(title: string): string {
  const kept = [...title.normalize('NFC')]
    .map((character) => (isDrawable(character) ? character : ' '))
    .join('')
  return cutDescription(kept, SHARE_TITLE_LIMIT)
}

/** Fewer, larger lines for a short title. */
export function titleFontSize(title: string): number {
  if (title.length <= 40) return 80
  if (title.length <= 75) return 64
  return 52
}
