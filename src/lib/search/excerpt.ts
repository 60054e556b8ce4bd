/**
 * The part of a body a snippet is written from. `ts_headline` parses and stems all the text it
 * is given, and on whole bodies that costs more than finding and ranking the results; given the
 * stretch where the query's words stand closest together (where it would pick its fragment
 * anyway), it writes the same kind of snippet from a few dozen words.
 */

// Room around the stretch for ts_headline's fragment (MaxWords in runSearch.ts) to grow into.
const WORDS_BEFORE = 16
const WORDS_AFTER = 28

/**
 * The shortest stretch [first, last] holding at least one position of every list, or null when
 * no list has any. Each list holds the positions of one query word in the body, as PostgreSQL
 * counts them (1 for the body's first word); lists of words the body lacks are left out.
 */
export function closestStretch(positions: number[][]): { first: number; last: number } | null {
  const lists = positions.filter((list) => list.length > 0)
  if (lists.length === 0) return null
  const hits = lists
    .flatMap((list, word) => list.map((position) => ({ position, word })))
    .sort((a, b) => a.position - b.position)
  const inside = new Array<number>(lists.length).fill(0)
  let missing = lists.length
  let best: { first: number; last: number } | null = null
  let start = 0
  for (const hit of hits) {
    if (inside[hit.word]++ === 0) missing--
    while (missing === 0) {
      const first = hits[start].position
      if (!best || hit.position - first < best.last - best.first)
        best = { first, last: hit.position }
      if (--inside[hits[start++].word] === 0) missing++
    }
  }
  return best
}

/**
 * What `ts_headline` is given for one body: `part`, the words around the closest stretch of the
 * query's words (the index keeps one space between words), and `whole`, the body again when a
 * snippet of `part` could miss words the body holds. PostgreSQL's positions count tokens, not
 * spaces ("e-mail" is three, a lone "–" none), so the cut widens with the distance from the
 * start, and a snippet that still marks no word is written from `whole`. Without any of the
 * query's words in the body (a title match), ts_headline shows the body's first words, unmarked:
 * the first few are enough.
 */
export function snippetSource(
  body: string,
  positions: number[][],
): { part: string; whole: string | null } {
  const words = body.split(' ')
  const stretch = closestStretch(positions)
  if (!stretch) return { part: words.slice(0, WORDS_BEFORE + WORDS_AFTER).join(' '), whole: null }
  const slack = (position: number) => Math.floor(position / 16)
  const from = Math.max(0, stretch.first - 1 - WORDS_BEFORE - slack(stretch.first))
  const to = Math.min(words.length, stretch.last + WORDS_AFTER + slack(stretch.last))
  if (from === 0 && to === words.length) return { part: body, whole: null }
  return { part: words.slice(from, to).join(' '), whole: body }
}
