import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Every TypeScript file under a folder of the project. */
function sourcesIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

/** Each import of a file (static, dynamic, type-only, re-export), as the project folder it reaches. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1])
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [path.join('src', specifier.slice(2))]
    if (specifier.startsWith('@collections/')) return [path.join('collections', specifier.slice('@collections/'.length))]
    if (specifier.startsWith('.')) return [path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier))]
    return []
  })
}

/** Folders above src/lib (docs/architecture.md, "Layers"): src/lib never imports from them. */
const ABOVE_LIB = ['src/forms', 'src/components', 'src/blocks', 'src/app', 'collections']

const reaches = (target: string, folder: string) => target === folder || target.startsWith(`${folder}/`)

describe('the layers import downward', () => {
  it('src/lib imports nothing from src/forms, src/components, src/blocks, src/app or collections/', () => {
    const upward = sourcesIn('src/lib').flatMap((file) =>
      importsOf(file)
        .filter((target) => ABOVE_LIB.some((folder) => reaches(target, folder)))
        .map((target) => `${file} → ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('reads the imports it judges: an upward import is seen', () => {
    // The reader itself, on a line it must catch, so the rule above cannot pass by reading nothing.
    const probe = "import { x } from '@/forms/anything'\nconst y = await import('../../collections/Pages')"
    const found = [...probe.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1])
    expect(found).toEqual(['@/forms/anything', '../../collections/Pages'])
    expect(importsOf('src/lib/cmsPageTags.ts')).toContain('src/lib/blockCacheTags')
  })
})
