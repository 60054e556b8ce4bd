import { buildSchema, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { depthLimit } from '@/lib/graphqlDepthLimit'

const schema = buildSchema(`
  type Node { name: String, child: Node }
  type Query { node: Node }
`)

const nested = (levels: number) => `{ node ${'{ child '.repeat(levels - 1)}{ name }${' }'.repeat(levels - 1)} }`

const errorsFor = (query: string, max: number) => validate(schema, parse(query), [...specifiedRules, depthLimit(max)])

describe('GraphQL depth limit', () => {
  it('accepts a query at the limit', () => {
    expect(errorsFor(nested(3), 4)).toEqual([])
  })

  it('rejects a query one level deeper than the limit', () => {
    const errors = errorsFor(nested(4), 4)
    expect(errors).toHaveLength(1)
    expect(errors[0].message).toMatch(/limit is 4/)
  })

  it('counts depth through fragments', () => {
    const query = `{ node { ...Deep } } fragment Deep on Node { child { child { child { name } } } }`
    expect(errorsFor(query, 4)).toHaveLength(1)
  })
})
