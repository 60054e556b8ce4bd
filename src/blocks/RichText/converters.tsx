import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

/**
 * Payload's converters, except that an item of a bulleted list carries no `value` attribute:
 * HTML allows it on items of numbered lists only, and the W3C checker reports it as an error.
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const parent = args.parent as { listType?: string; tag?: string }
    const fallback = defaultConverters.listitem
    if (parent.listType === 'check' || parent.tag === 'ol')
      return typeof fallback === 'function' ? fallback(args) : fallback
    const { node, nodesToJSX } = args
    const nested = node.children.some((child) => child.type === 'list')
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested ? { listStyleType: 'none' } : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
})
