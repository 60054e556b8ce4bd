import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** Every string of a catalogue by its path: `blog.tags` → 'Tags'. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value.trim()]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) =>
    strings(entry, path ? `${path}.${key}` : key),
  )
}

/** The English strings of a catalogue whose Spanish says something else. */
function englishOnly(english: object, spanish: object): string[] {
  const translated = new Map(strings(spanish))
  return strings(english)
    .filter(([path, text]) => text && translated.get(path) !== text)
    .map(([, text]) => text)
}

/** The catalogues of the words pages write themselves: the content views', the chrome's and each block's own. */
const FOLDERS = [
  'src/components/content/messages',
  'src/components/site/messages',
  ...readdirSync(path.resolve('src/blocks'))
    .map((name) => `src/blocks/${name}/messages`)
    .filter((folder) => existsSync(path.resolve(folder, 'es.ts'))),
]

const catalogue = async (folder: string, locale: 'en' | 'es'): Promise<object> =>
  ((await import(path.resolve(folder, `${locale}.ts`))) as Record<string, object>)[locale]

// A placeholder (`{title}`) stands for any text.
const pattern = (text: string) =>
  text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')

/**
 * Names and hidden texts are compared whole; phrases of three words or more are looked for
 * anywhere in the visible text (shorter words may well appear in Spanish copy).
 */
async function englishPatterns() {
  const english = (
    await Promise.all(
      FOLDERS.map(async (folder) =>
        englishOnly(await catalogue(folder, 'en'), await catalogue(folder, 'es')),
      ),
    )
  ).flat()
  return {
    label: new RegExp(`^(?:${english.map(pattern).join('|')})$`),
    phrase: new RegExp(
      english
        .filter((text) => text.split(/\s+/).length >= 3)
        .map(pattern)
        .join('|'),
      'g',
    ),
  }
}

let patterns: ReturnType<typeof englishPatterns> | undefined

/**
 * The words the code writes that a Spanish page still shows in English: accessible names
 * (aria-label), screen-reader-only texts and the page's visible text, held against the English
 * catalogues of src/components/{content,site}/messages and src/blocks/<Name>/messages.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const { label, phrase } = await (patterns ??= englishPatterns())
  const { labels, text } = await page.evaluate(() => ({
    labels: [
      ...[...document.querySelectorAll('[aria-label]')].map(
        (element) => element.getAttribute('aria-label') ?? '',
      ),
      ...[...document.querySelectorAll('.sr-only')].map((element) => element.textContent ?? ''),
    ].map((label) => label.trim()),
    text: document.body.innerText,
  }))
  return [...labels.filter((name) => label.test(name)), ...(text.match(phrase) ?? [])]
}

/**
 * The words a Spanish page shares with the same page in English: its headings, buttons, labels,
 * table headers, summaries and accessible names, read from both as rendered (the English one
 * fetched and parsed beside it). Whatever a marketer or the code left untranslated shows here,
 * message file or not. Single words are left out, and the names of several: names (Donafi,
 * Simplified IQ, SmartReport Cards, Jamaica) are the same in both languages.
 */
const NAMES = ['Simplified IQ', 'SmartReport Cards']

export async function sameAsEnglish(page: Page, englishPath: string): Promise<string[]> {
  const shared = await page.evaluate(async (path) => {
    const SELECTOR = 'h1, h2, h3, h4, h5, h6, button, label, th, summary, legend, dt, [aria-label]'
    const texts = (root: ParentNode) =>
      new Set(
        [...root.querySelectorAll(SELECTOR)]
          .flatMap((element) => [
            element.getAttribute('aria-label') ?? '',
            element.textContent ?? '',
          ])
          .map((text) => text.replace(/\s+/g, ' ').trim())
          .filter((text) => /\p{L}{2,}.*\s.*\p{L}{2,}/u.test(text)),
      )
    const english = new DOMParser().parseFromString(
      await (await fetch(path, { credentials: 'omit' })).text(),
      'text/html',
    )
    const spanish = texts(document)
    return [...texts(english)].filter((text) => spanish.has(text))
  }, englishPath)
  return shared.filter((text) => !NAMES.includes(text))
}
