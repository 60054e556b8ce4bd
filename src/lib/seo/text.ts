/**
 * Length rules of a page's search snippet, shared by the page head (src/lib/metadata.ts) and
 * the CMS's SEO panel, so what the editor counts is what visitors' search results get.
 * No server imports: the admin's browser bundle uses this too.
 */
export const DESCRIPTION_LIMIT = 160
/** Search engines cut titles at about 60 characters (600 px); longer ones lose their end. */
export const TITLE_LIMIT = 60

/** Cuts a description to 160 characters on a word boundary, with an ellipsis when cut. */
export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const slice = clean.slice(0, limit - 1)
  const lastSpace = slice.lastIndexOf(' ')
  return `${(lastSpace > limit * 0.6 ? slice.slice(0, lastSpace) : slice).trimEnd()}…`
}

/** The brand is appended to a title that does not already carry it. */
export function withBrand(title: string | null | undefined, brand: string): string {
  if (!title) return brand
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`
}
