import { decodeHTML } from 'entities'
import sanitizeHtml from 'sanitize-html'

// Block ends and line breaks separate words; inline tags (<strong>) must not add spaces.
const BLOCK_BOUNDARY = /<\/(?:p|div|li|h[1-6]|blockquote|figcaption|td|th)\s*>|<br\s*\/?>/gi

/** WordPress "rendered" HTML (titles, excerpts) as plain text, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, '$& ')
  const withoutTags = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
  return decodeHTML(withoutTags).replace(/\s+/g, ' ').trim()
}
