// Fields whose value is the same in every language: the English document's value always wins.
const SHARED_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'path',
  'slug',
  'videoId',
  'url',
  'anchor',
  'externalUrl',
])
export const isShared = (key: string) =>
  SHARED_KEYS.has(key) || key === 'href' || key.endsWith('Href')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

// A Lexical rich-text value: a translation may split paragraphs differently, so it is taken whole.
const isRichText = (value: unknown) => isRecord(value) && isRecord(value.root)

/**
 * The English document with the translated text laid over it: same rows, same block ids, same
 * order, same structural values. Only strings (and rich text) come from the translation, matched
 * by position, so an update in the `es` locale writes Spanish text and changes nothing English.
 */
export function overlayTranslation(english: unknown, translated: unknown): unknown {
  if (Array.isArray(english)) {
    const rows = Array.isArray(translated) ? translated : []
    return english.map((row, index) => overlayTranslation(row, rows[index]))
  }
  if (isRichText(english)) return isRichText(translated) ? translated : english
  if (isRecord(english)) {
    const other = isRecord(translated) ? translated : {}
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        isShared(key) ? value : overlayTranslation(value, other[key]),
      ]),
    )
  }
  if (typeof english === 'string' || english === null || english === undefined) {
    return typeof translated === 'string' && translated !== '' ? translated : english
  }
  return english
}
