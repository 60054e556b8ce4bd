import { expect, test } from './test'

/**
 * `query{...F0}` where each fragment spreads the next one twice: a document of a few hundred
 * bytes that doubles the work of anything walking it once per spread.
 */
function fragmentBomb(depth: number): string {
  const fragments = Array.from(
    { length: depth },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  )
  return ['query { ...F0 }', ...fragments, `fragment F${depth} on Query { __typename }`].join(' ')
}

// Deep enough to hold a walking server for minutes, shallow enough that a regression fails this
// test on its timeout and frees the server again before the next test.
const DEPTH = 25

test('a GraphQL fragment bomb is refused at once, and the site keeps answering', async ({
  request,
}) => {
  const bomb = request.post('/api/graphql', {
    data: { query: fragmentBomb(DEPTH) },
    timeout: 10_000,
  })
  const home = request.get('/', { timeout: 10_000 })
  const [refused, page] = await Promise.all([bomb, home])
  expect(refused.status()).toBeGreaterThanOrEqual(400)
  expect(refused.status()).toBeLessThan(500)
  expect(page.status()).toBe(200)
})
