import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FOLDERS = [
  'src',
  'server',
  'config',
  'cache-handler',
  'collections',
  'scripts',
  'seed',
  'bench',
  'tests',
]
// This file names what it looks for.
const SELF = path.relative(ROOT, import.meta.filename)
const SOURCE = /\.(?:[cm]?[jt]sx?)$/

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

/** What an upgrade of Next may change without a word: its private modules, build manifests and internal headers. */
const INTERNALS = [
  {
    what: 'an import from next/dist',
    pattern: /(?:from\s*|import\s*\(\s*|require\s*\(\s*)['"]next\/dist\//,
    sample: "import x from 'next/dist/server/lib/incremental-cache'",
  },
  {
    what: "a read of Next's build manifests",
    pattern: /[\w-]+-manifest\.json/,
    sample: "readFileSync('.next/server/app-paths-manifest.json')",
  },
  {
    what: "Next's x-nextjs-cache header",
    pattern: /x-nextjs-cache/i,
    sample: "res.getHeader('x-nextjs-cache')",
  },
  {
    what: "one of Next's private environment switches",
    pattern: /NEXT_PRIVATE_/,
    sample: "{ NEXT_PRIVATE_DEBUG_CACHE: '1' }",
  },
]

const offences = (text: string) =>
  INTERNALS.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what)

describe("our code stays on Next's documented API", () => {
  it('recognises each kind of internal it looks for', () => {
    for (const { what, sample } of INTERNALS) expect(offences(sample)).toEqual([what])
    expect(offences("import { unstable_cache } from 'next/cache'")).toEqual([])
  })

  it('no file of ours, tests included, imports from next/dist, reads a manifest, a private header or switch', () => {
    const files = FOLDERS.flatMap(sourceFiles).filter((file) => file !== SELF)
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) =>
      offences(readFileSync(path.join(ROOT, file), 'utf8')).map((what) => `${file}: ${what}`),
    )
    expect(found).toEqual([])
  })
})
