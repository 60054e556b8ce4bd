import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Collections that stay small by nature: these alone may be read whole (`pagination: false`
 * without a limit, or `limit: 0`). Every other read names a limit and, when it needs more,
 * reads batch after batch.
 */
const SMALL_BY_NATURE: Record<string, string> = {
  redirects:
    'one per moved address, a few dozen; read whole so an unknown path leaves no cache entry',
  documents: "the trust centre's policies and reports: tens, each written by the company",
  'sub-processors': 'the companies that process customers’ data: tens, each one a contract',
}

/** Code that runs once, at the size of the day it ran, and is never edited: committed migrations. */
const SKIPPED_FOLDERS = ['src/migrations']

const SCANNED = ['collections', 'src', 'server', 'scripts', 'seed', 'cache-handler', 'config']

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name)
    if (SKIPPED_FOLDERS.includes(relative)) return []
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative)
    return /\.(ts|tsx|mjs)$/.test(name) && name !== 'payload-types.ts' ? [relative] : []
  })
}

/** The text of the innermost `{ ... }` around `index`: the options object of the read. */
function enclosingObject(text: string, index: number): string {
  let depth = 0
  let start = index
  for (; start >= 0; start--) {
    if (text[start] === '}') depth++
    else if (text[start] === '{' && depth-- === 0) break
  }
  depth = 0
  for (let end = start; end < text.length; end++) {
    if (text[end] === '{') depth++
    else if (text[end] === '}' && --depth === 0) return text.slice(start, end + 1)
  }
  return text.slice(start)
}

type Read = { file: string; line: number; options: string }

/** Every read that asks for no limit: `pagination: false` or `limit: 0`. */
function unlimitedReads(): Read[] {
  return SCANNED.flatMap(sourceFiles).flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    return [...text.matchAll(/\bpagination:\s*false\b|\blimit:\s*0\b/g)].map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      options: enclosingObject(text, match.index!),
    }))
  })
}

/** Why a read is bounded, or null when it is not. */
function bounded({ options }: Read): string | null {
  // `limit: <expression>`, or the shorthand `limit,` of a variable named so.
  const limit =
    /\blimit(?::\s*([^,\n}]+)|\s*[,\n}])/.exec(options)?.[1]?.trim() ??
    (/\blimit\s*[,\n}]/.test(options) ? 'limit' : undefined)
  if (limit && limit !== '0') return `limit ${limit}`
  const collection = /\bcollection:\s*'([^']+)'/.exec(options)?.[1]
  if (collection && SMALL_BY_NATURE[collection])
    return `${collection}: ${SMALL_BY_NATURE[collection]}`
  return null
}

describe('no read of a collection that grows with use is unbounded', () => {
  const reads = unlimitedReads()

  it('finds the reads it checks', () => {
    expect(reads.length).toBeGreaterThan(5)
  })

  it('reads whole only collections small by nature; every other read has a limit', () => {
    const unbounded = reads
      .filter((read) => !bounded(read))
      .map(({ file, line }) => `${file}:${line}`)
    expect(unbounded).toEqual([])
  })

  it('gives each collection allowed a reason', () => {
    for (const [collection, reason] of Object.entries(SMALL_BY_NATURE))
      expect(reason.length, collection).toBeGreaterThan(20)
  })

  it('recognises an unbounded read of a growing collection', () => {
    const text =
      "payload.find({ collection: 'form-submissions', where, pagination: false, depth: 0 })"
    const read = {
      file: 'x.ts',
      line: 1,
      options: enclosingObject(text, text.indexOf('pagination')),
    }
    expect(bounded(read)).toBeNull()
    expect(bounded({ ...read, options: read.options.replace('depth: 0', 'limit: 0') })).toBeNull()
    expect(bounded({ ...read, options: read.options.replace('depth: 0', 'limit: BATCH') })).toBe(
      'limit BATCH',
    )
  })
})
