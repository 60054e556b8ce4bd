/**
 * Builds Lexical rich-text JSON (what the rich-text block stores) from plain structures, so
 * the policy pages can be seeded as real headings, paragraphs and lists.
 */
type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }

const text = (value: string): TextNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

export type RichNode = { h2: string } | { h3: string } | { p: string } | { ul: string[] }

function toNode(node: RichNode) {
  if ('h2' in node) return { ...base, type: 'heading', tag: 'h2', children: [text(node.h2)] }
  if ('h3' in node) return { ...base, type: 'heading', tag: 'h3', children: [text(node.h3)] }
  if ('p' in node)
    return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(node.p)] }
  return {
    ...base,
    type: 'list',
    listType: 'bullet',
    start: 1,
    tag: 'ul',
    children: node.ul.map((item, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: [text(item)],
    })),
  }
}

export function richText(nodes: RichNode[]) {
  return { root: { ...base, type: 'root' as const, children: nodes.map(toNode) } }
}
