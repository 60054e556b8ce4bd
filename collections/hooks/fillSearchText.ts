import type { CollectionBeforeChangeHook, Field } from 'payload'
import { documentText } from '@/lib/search/documentText'
import { isStaffField } from '../access/isStaff'

// Any page's words fit; the list search scans the whole column (LIKE), so a cap keeps it quick.
const MAX_SEARCH_TEXT = 20_000

/**
 * Keeps `searchText` (the words of the document, blocks included) for the CMS list search:
 * Payload searches plain columns, not the text nested in blocks and arrays.
 */
export const fillSearchText: CollectionBeforeChangeHook = ({ data, originalDoc, collection }) => {
  // A partial update (a scheduled publish sends only _status) keeps the stored text.
  data.searchText = searchTextOf(collection.fields, { ...originalDoc, ...data })
  return data
}

/** The words of a document as the site search reads them, in one line. */
export function searchTextOf(fields: Field[], doc: Record<string, unknown>): string {
  return documentText(fields, doc).slice(0, MAX_SEARCH_TEXT)
}

/** The hidden field the hook fills; searchable in the list, never edited. */
export const searchTextField = {
  name: 'searchText',
  type: 'textarea' as const,
  // The CMS's search helper, of every language as last saved: not part of what visitors read.
  access: { read: isStaffField },
  admin: { hidden: true },
}
