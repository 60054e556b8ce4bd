import type { Block, Field } from 'payload'

/**
 * The words a visitor reads in a document, found through its collection's fields: text, textarea
 * and rich text, inside groups, arrays, tabs and blocks. The one reader of them: the site search
 * index (./searchIndex.ts) and the CMS list's search text (collections/hooks/fillSearchText.ts)
 * both call documentText, so both hold the same words.
 */

// Settings that happen to be text (links, video ids, icons, addresses) and the CMS's own name for
// a block row: not words anyone reads on the page.
const SETTINGS =
  /(href|url)$|^(videoId|icon|anchor|path|slug|searchText|phone|key|secret|currency|form|meta|blockName)$/i

/** Whether a field holds settings rather than words: by its name, or hidden from editors too. */
export function isSettingField(field: Field): boolean {
  if ('name' in field && SETTINGS.test(field.name)) return true
  return Boolean(field.admin && 'hidden' in field.admin && field.admin.hidden)
}

type Data = Record<string, unknown>

function isData(value: unknown): value is Data {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
}

/** The text nodes of a Lexical document, a space between blocks. */
export function lexicalText(value: unknown, out: string[] = []): string[] {
  if (!isData(value)) return out
  if (typeof value.text === 'string') out.push(value.text)
  const children = isData(value.root) ? [value.root] : value.children
  if (Array.isArray(children)) for (const child of children) lexicalText(child, out)
  return out
}

function blockOf(field: Field, slug: unknown): Block | undefined {
  if (field.type !== 'blocks') return undefined
  return field.blocks.find((block) => block.slug === slug)
}

function collect(fields: Field[], data: Data, out: string[]): string[] {
  for (const field of fields) {
    if (isSettingField(field)) continue
    const name = 'name' in field ? field.name : undefined
    const value = name ? data[name] : data
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (typeof value === 'string' && value.trim()) out.push(value)
        break
      case 'richText':
        lexicalText(value, out)
        break
      case 'group':
      case 'row':
      case 'collapsible':
        if (isData(value)) collect(field.fields, value, out)
        break
      case 'tabs':
        for (const tab of field.tabs) {
          const tabData = 'name' in tab && tab.name ? data[tab.name] : data
          if (isData(tabData)) collect(tab.fields, tabData, out)
        }
        break
      case 'array':
        if (Array.isArray(value))
          for (const row of value) if (isData(row)) collect(field.fields, row, out)
        break
      case 'blocks':
        if (Array.isArray(value)) {
          for (const row of value) {
            const block = isData(row) ? blockOf(field, row.blockType) : undefined
            if (block && isData(row)) collect(block.fields, row, out)
          }
        }
        break
      default:
        break
    }
  }
  return out
}

/** The words of these fields of a document, in one line. */
export function documentText(fields: Field[], doc: Data): string {
  return collect(fields, doc, []).join(' ').replace(/\s+/g, ' ').trim()
}
