import type { Block, Field } from 'payload'

/**
 * The words a visitor reads in a document, found through its collection's fields: text, textarea
 * and rich text, inside groups, arrays, tabs and blocks. Settings that happen to be text (links,
 * video ids, icons, addresses) are not words anyone searches for.
 */
const NOT_WORDS = /(href|url)$|^(videoId|icon|anchor|path|slug|searchText|phone|key|secret|currency|form|meta)$/i

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
    const name = 'name' in field ? field.name : undefined
    if (name && NOT_WORDS.test(name)) continue
    if (field.admin && 'hidden' in field.admin && field.admin.hidden) continue
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
        if (Array.isArray(value)) for (const row of value) if (isData(row)) collect(field.fields, row, out)
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
