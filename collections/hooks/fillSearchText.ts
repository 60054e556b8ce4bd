import type { CollectionBeforeChangeHook } from 'payload'
import { isStaffField } from '../access/isStaff'

// Keys whose strings are settings, not words a marketer would search for.
const NOT_TEXT = new Set(['id', 'blockType', 'blockName', 'appearance', 'href', 'externalUrl', 'anchor', 'style', 'videoId', 'icon', '_status'])

function wordsOf(value: unknown, words: string[] = []): string[] {
  if (typeof value === 'string') words.push(value)
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, words)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!NOT_TEXT.has(key)) wordsOf(child, words)
  }
  return words
}

/**
 * Keeps `searchText` (the words of these fields, blocks included) for the CMS list search:
 * Payload searches plain columns, not the text nested in blocks and arrays.
 */
export function fillSearchText(fieldNames: string[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    // A partial update (a scheduled publish sends only _status) keeps the stored text.
    data.searchText = searchTextOf({ ...originalDoc, ...data }, fieldNames)
    return data
  }
}

/** The searchable words of these fields of a document, in one line. */
export function searchTextOf(doc: Record<string, unknown>, fieldNames: string[]): string {
  const words = fieldNames.flatMap((name) => wordsOf(doc[name]))
  return words.join(' ').replace(/\s+/g, ' ').trim().slice(0, 20_000)
}

export const PAGE_SEARCH_FIELDS = ['title', 'layout']
export const CASE_STUDY_SEARCH_FIELDS = ['title', 'category', 'description', 'highlights', 'subtitle', 'sections', 'quotes']

/** The hidden field the hook fills; searchable in the list, never edited. */
export const searchTextField = {
  name: 'searchText',
  type: 'textarea' as const,
  // The CMS's search helper, of every language as last saved: not part of what visitors read.
  access: { read: isStaffField },
  admin: { hidden: true },
}
