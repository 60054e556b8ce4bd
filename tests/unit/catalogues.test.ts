import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillIn } from '@/lib/i18n/fillIn'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import {
  CATALOGUE_FILE,
  catalogueFolders,
  catalogueSource,
} from '../../scripts/writeWordCatalogues'

/** Every string of a catalogue with its path: `blog.pageOf` → 'Page {page} of {total}'. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) =>
    strings(entry, path ? `${path}.${key}` : key),
  )
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** The words of a feature live in its `messages/` folder, one file per language. */
const MESSAGE_FOLDERS = readdirSync(path.resolve('src'), { recursive: true, encoding: 'utf8' })
  .filter((entry) => path.basename(entry) === 'messages')
  .map((entry) => `src/${entry}`)
  .sort()

/** Staff's screens, in English only: no visitor reads them, so they have no other language. */
const STAFF_ONLY = [
  'src/components/review/messages',
  'src/components/twoFactor/messages',
  'src/lib/twoFactor/messages',
]

/** Every TypeScript module of the app and the CMS configuration but the generated ones, by path. */
const sources = ['src', 'collections'].flatMap((root) =>
  readdirSync(path.resolve(root), { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => `${root}/${entry}`)
    .filter((file) => file !== 'src/payload-types.ts' && !file.startsWith('src/migrations/')),
)

const catalogue = async (folder: string, locale: string): Promise<unknown> =>
  ((await import(path.resolve(folder, `${locale}.ts`))) as Record<string, unknown>)[locale]

describe('message catalogues', () => {
  it('fills placeholders by name and leaves unknown ones as they are', () => {
    expect(fillIn('Highlights of {title}', { title: 'Jamaica' })).toBe('Highlights of Jamaica')
    expect(fillIn('Paso {number}: ', { number: 2 })).toBe('Paso 2: ')
    expect(fillIn('Page {page} of {total}', { page: 1 })).toBe('Page 1 of {total}')
  })

  it('are one messages/ folder per feature, each with one file per language, its catalogues and an index', () => {
    expect(MESSAGE_FOLDERS.length).toBeGreaterThan(STAFF_ONLY.length)
    for (const folder of MESSAGE_FOLDERS) {
      const files = readdirSync(path.resolve(folder)).sort()
      const expected = STAFF_ONLY.includes(folder)
        ? [`${DEFAULT_LOCALE}.ts`]
        : [...LOCALES.map((locale) => `${locale}.ts`), CATALOGUE_FILE, 'index.ts'].sort()
      expect([folder, files]).toEqual([folder, expected])
    }
  })

  it('are the only place words are kept by language: no module outside a messages/ folder keys anything by a language', () => {
    const keyedByLanguage = new RegExp(`^\\s*(?:${LOCALES.join('|')})\\s*:\\s*[{'"\`(]`, 'm')
    const outside = sources.filter((file) => !file.includes('/messages/'))
    expect(outside.length).toBeGreaterThan(MESSAGE_FOLDERS.length)
    expect(
      outside.filter((file) => keyedByLanguage.test(readFileSync(path.resolve(file), 'utf8'))),
    ).toEqual([])
  })

  it('each have the catalogues that `npm run generate:words` writes from the language list, and read them', () => {
    const visitors = MESSAGE_FOLDERS.filter((folder) => !STAFF_ONLY.includes(folder))
    expect(catalogueFolders()).toEqual(visitors)
    for (const folder of visitors) {
      const written = readFileSync(path.resolve(folder, CATALOGUE_FILE), 'utf8')
      expect(
        [folder, written],
        `${folder}/${CATALOGUE_FILE} is stale: run npm run generate:words`,
      ).toEqual([folder, catalogueSource(LOCALES)])
    }
  })

  for (const folder of MESSAGE_FOLDERS.filter((folder) => !STAFF_ONLY.includes(folder))) {
    it(`${folder}: every language keeps every placeholder of the English`, async () => {
      const english = await catalogue(folder, DEFAULT_LOCALE)
      expect(strings(english).length).toBeGreaterThan(0)
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        const byPath = new Map(strings(await catalogue(folder, locale)))
        for (const [key, text] of strings(english))
          expect([locale, key, placeholders(byPath.get(key) ?? '')]).toEqual([
            locale,
            key,
            placeholders(text),
          ])
      }
    })
  }
})
