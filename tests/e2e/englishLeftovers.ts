import type { Page } from '@playwright/test'
import { en as contentEn } from '../../src/components/content/messages/en'
import { es as contentEs } from '../../src/components/content/messages/es'
import { en as siteEn } from '../../src/components/site/messages/en'
import { es as siteEs } from '../../src/components/site/messages/es'

/** Every string of a catalogue by its path: `blog.tags` → 'Tags'. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value.trim()]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) => strings(entry, path ? `${path}.${key}` : key))
}

/** The English strings of a catalogue whose Spanish says something else. */
function englishOnly(english: object, spanish: object): string[] {
  const translated = new Map(strings(spanish))
  return strings(english)
    .filter(([path, text]) => text && translated.get(path) !== text)
    .map(([, text]) => text)
}

const ENGLISH = [...englishOnly(contentEn, contentEs), ...englishOnly(siteEn, siteEs)]

// A placeholder (`{title}`) stands for any text.
const pattern = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')

// Names and hidden texts are compared whole; phrases of three words or more are looked for
// anywhere in the visible text (shorter words may well appear in Spanish copy).
const LABEL = new RegExp(`^(?:${ENGLISH.map(pattern).join('|')})$`)
const PHRASE = new RegExp(
  ENGLISH.filter((text) => text.split(/\s+/).length >= 3)
    .map(pattern)
    .join('|'),
  'g',
)

/**
 * The words the code writes that a Spanish page still shows in English: accessible names
 * (aria-label), screen-reader-only texts and the page's visible text, held against the English
 * catalogues of src/components/{content,site}/messages.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const { labels, text } = await page.evaluate(() => ({
    labels: [
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? ''),
      ...[...document.querySelectorAll('.sr-only')].map((element) => element.textContent ?? ''),
    ].map((label) => label.trim()),
    text: document.body.innerText,
  }))
  return [...labels.filter((label) => LABEL.test(label)), ...(text.match(PHRASE) ?? [])]
}
