import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@/blocks/pageBlocks'
import { blockTypes } from '../e2e/everyBlockCases'

// The every-block e2e page must hold each block a marketer can place; the typecheck catches a
// missing case once the types are regenerated, this catches it straight from the config.
describe('the every-block page', () => {
  it('has a case for every block of the pages layout field, and no other', () => {
    expect([...blockTypes].sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
  })
})
