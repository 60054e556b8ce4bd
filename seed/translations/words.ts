import { isShared } from './overlay'

/** A translation: English text of the seed → the same text in another language. */
export type Words = Record<string, string>

/**
 * The English seed document in another language: every string (rich-text leaves included) that
 * `words` translates is replaced, everything else is kept, so the structure is written once.
 */
export function translateSeed<T>(english: T, words: Words): T {
  const translate = (value: unknown, key?: string): unknown => {
    if (key !== undefined && isShared(key)) return value
    if (typeof value === 'string') return Object.hasOwn(words, value) ? words[value] : value
    if (Array.isArray(value)) return value.map((row) => translate(row))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([inner, field]) => [inner, translate(field, inner)]),
      )
    }
    return value
  }
  return translate(english) as T
}
