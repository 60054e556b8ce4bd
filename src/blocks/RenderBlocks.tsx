import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { blockComponents as generatedComponents } from './generated/components'

type LayoutBlock = Page['layout'][number]
type BlockType = LayoutBlock['blockType']
export type BlockComponents = {
  [K in BlockType]: ComponentType<Extract<LayoutBlock, { blockType: K }>>
}

/**
 * blockType → component, written from the block folders by `npm run generate:blocks` (the render
 * side of the list in pageBlocks.ts, which the CLI loads without React). Keyed by the generated
 * union, so a block of the pages' layout field without a component fails the type check.
 */
const blockComponents: BlockComponents = generatedComponents

type Props = {
  blocks: Page['layout']
  /** Components in place of the usual ones (the live preview shows an edited tier or FAQ so). */
  components?: Partial<BlockComponents>
}

export function RenderBlocks({ blocks, components }: Props) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = (components?.[block.blockType] ??
          blockComponents[block.blockType]) as ComponentType<LayoutBlock>
        return <Component key={block.id ?? index} {...block} />
      })}
    </>
  )
}
