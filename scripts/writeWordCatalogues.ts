/**
 * Writes each feature's `messages/catalogues.ts`: its words by language, one import per language of
 * config/locales.mjs, so a new language is its entry there and its word files, and nothing else by
 * hand. A folder takes part when its index.ts reads `./catalogues` (staff's English-only folders do
 * not). `npm run generate:words`; tests/unit/catalogues.test.ts fails when one is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { LOCALES } from '../config/locales.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The generated file, beside each folder's index.ts. */
export const CATALOGUE_FILE = 'catalogues.ts'

/** Every `messages/` folder whose index.ts reads its catalogues, relative to the project. */
export function catalogueFolders(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === 'messages')
    .map((entry) => path.join('src', entry))
    .filter((folder) => {
      const index = path.join(ROOT, folder, 'index.ts')
      try {
        return readFileSync(index, 'utf8').includes(`from './catalogues'`)
      } catch {
        return false
      }
    })
    .sort()
}

/** What a folder's catalogues.ts holds: the same for every folder. */
export function catalogueSource(locales: readonly string[] = LOCALES): string {
  return [
    '// Written by `npm run generate:words` from the languages of config/locales.mjs: do not edit.',
    ...locales.map((locale) => `import { ${locale} } from './${locale}'`),
    '',
    "/** This folder's words by language; index.ts gives them their type. */",
    `export const byLanguage = { ${locales.join(', ')} }`,
    '',
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folders = catalogueFolders()
  for (const folder of folders)
    writeFileSync(path.join(ROOT, folder, CATALOGUE_FILE), catalogueSource())
  console.info(`${folders.length} word catalogues written`)
}
