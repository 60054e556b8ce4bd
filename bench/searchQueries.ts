/**
 * `npm run bench`'s site search part, run as its own process (bench/search.ts starts it): the
 * server time of `runSearch` (src/lib/search/runSearch.ts, what /search calls) for 200 queries
 * over 2,000 generated documents per language, in a throwaway PostgreSQL. Printed, never asserted.
 * The documents' words come from the seed's own English and Spanish texts, drawn as in natural
 * text; the queries' words are drawn the same way, so common words are searched most.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const DOCUMENTS_PER_LANGUAGE = 2_000
const QUERIES = 200

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** Distinct words of at least four letters in these seed files. */
function vocabulary(files: string[]): string[] {
  const words = new Set<string>()
  for (const file of files)
    for (const [word] of readFileSync(file, 'utf8').matchAll(/\p{L}{4,}/gu))
      words.add(word.toLowerCase())
  return [...words]
}

// A fixed sequence, so every run searches the same documents for the same queries. The product
// is taken in 32-bit integers (Math.imul): in floating point it loses its low bits and the
// sequence repeats after about ten thousand draws, so the documents would be copies of a few.
let state = 42
const random = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff) / 2 ** 31

/**
 * Words drawn as in natural text (Zipf's law: the k-th most common word is k times rarer than
 * the first), for the documents and the queries alike: a few words are in most documents, most
 * words in a few. Which word is common is shuffled once, the same every run.
 */
function zipf(list: string[]): () => string {
  const ranked = [...list].sort(() => random() - 0.5)
  const cumulative: number[] = []
  let total = 0
  for (let rank = 1; rank <= ranked.length; rank++) cumulative.push((total += 1 / rank))
  return () => {
    const target = random() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle] < target) low = middle + 1
      else high = middle
    }
    return ranked[low]
  }
}
const words = (draw: () => string, count: number) => Array.from({ length: count }, draw).join(' ')

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

const [{ default: config }, { getPayload }, { runSearch }, { sql }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('../src/lib/search/runSearch'),
  import('@payloadcms/db-postgres'),
])
const payload = await getPayload({ config })
await payload.db.migrate()

const seedFiles = filesUnder(path.resolve(import.meta.dirname, '../seed'))
const spanishFiles = seedFiles.filter((file) => file.includes(`${path.sep}es${path.sep}`))
const languages = [
  {
    locale: 'en' as const,
    config: 'site_english',
    draw: zipf(vocabulary(seedFiles.filter((file) => !spanishFiles.includes(file)))),
  },
  { locale: 'es' as const, config: 'site_spanish', draw: zipf(vocabulary(spanishFiles)) },
]
const { drizzle } = payload.db as unknown as import('@payloadcms/db-postgres').PostgresAdapter
for (const language of languages) {
  const rows = Array.from({ length: DOCUMENTS_PER_LANGUAGE }, (_, index) => ({
    id: 1_000_000 + index,
    title: words(language.draw, 3 + Math.floor(random() * 5)),
    body: words(language.draw, 150 + Math.floor(random() * 600)),
  }))
  await drizzle.execute(sql`
    INSERT INTO site_search (kind, doc_id, locale, title, url, body, config)
    SELECT 'page', doc.id, ${language.locale}, doc.title, '/bench/' || doc.id, doc.body, ${language.config}::regconfig
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS doc(id integer, title text, body text)`)
}
await drizzle.execute(sql`ANALYZE site_search`)

console.info(
  `\nsite search: ${QUERIES} queries over ${DOCUMENTS_PER_LANGUAGE} generated documents per language (runSearch, first page with snippets)`,
)
console.info(
  `${'language'.padEnd(10)}${'queries'.padStart(9)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'avg hits'.padStart(10)}`,
)
const all: number[] = []
for (const language of languages) {
  const times: number[] = []
  let hits = 0
  for (let index = 0; index < QUERIES / languages.length; index++) {
    // One, two or three words, now and then a quoted phrase.
    const count = 1 + (index % 3)
    const q = index % 10 === 9 ? `"${words(language.draw, 2)}"` : words(language.draw, count)
    const started = process.hrtime.bigint()
    const found = await runSearch(payload, { locale: language.locale, q, page: 1 })
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
    hits += found.hits.length
  }
  all.push(...times)
  const sorted = [...times].sort((a, b) => a - b)
  console.info(
    `${language.locale.padEnd(10)}${String(times.length).padStart(9)}${percentile(sorted, 50).toFixed(1).padStart(11)}${percentile(sorted, 95).toFixed(1).padStart(9)}${sorted.at(-1)!.toFixed(1).padStart(9)}${(hits / times.length).toFixed(1).padStart(10)}`,
  )
}
const sorted = all.sort((a, b) => a - b)
console.info(
  `${'both'.padEnd(10)}${String(all.length).padStart(9)}${percentile(sorted, 50).toFixed(1).padStart(11)}${percentile(sorted, 95).toFixed(1).padStart(9)}${sorted.at(-1)!.toFixed(1).padStart(9)}`,
)
await payload.destroy()
process.exit(0)
