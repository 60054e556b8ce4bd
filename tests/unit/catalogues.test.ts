import { describe, expect, it } from 'vitest'
import { en as contentEn } from '@/components/content/messages/en'
import { es as contentEs } from '@/components/content/messages/es'
import { en as siteEn } from '@/components/site/messages/en'
import { es as siteEs } from '@/components/site/messages/es'
import { fillIn } from '@/lib/i18n/fillIn'

/** Every string of a catalogue with its path: `blog.pageOf` → 'Page {page} of {total}'. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, entry]) => strings(entry, path ? `${path}.${key}` : key))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it('fills placeholders by name and leaves unknown ones as they are', () => {
    expect(fillIn('Highlights of {title}', { title: 'Jamaica' })).toBe('Highlights of Jamaica')
    expect(fillIn('Paso {number}: ', { number: 2 })).toBe('Paso 2: ')
    expect(fillIn('Page {page} of {total}', { page: 1 })).toBe('Page 1 of {total}')
  })

  it.each([
    ['content', contentEn, contentEs],
    ['site', siteEn, siteEs],
  ])('the Spanish %s catalogue keeps every placeholder of the English one', (_name, english, spanish) => {
    const spanishByPath = new Map(strings(spanish))
    for (const [path, text] of strings(english)) expect([path, placeholders(spanishByPath.get(path) ?? '')]).toEqual([path, placeholders(text)])
  })
})
