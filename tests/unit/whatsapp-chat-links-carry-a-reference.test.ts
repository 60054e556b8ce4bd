import { describe, expect, it } from 'vitest'
import type { SiteSetting } from '@/payload-types'
import { chatLines } from '@/lib/whatsapp/lines'
import { chatLink, prefilledText } from '@/lib/whatsapp/link'
import { freshReference, stableReference } from '@/lib/whatsapp/reference'

const REFERENCE = /^WA-[0-9A-HJKMNP-TV-Z]{4}$/

describe('a chat link', () => {
  it('is wa.me with the number’s digits and the URL-encoded prefilled text', () => {
    expect(chatLink('+18765550123', 'Hello! Can we talk? (ref WA-7K2M)')).toBe(
      'https://wa.me/18765550123?text=Hello!%20Can%20we%20talk%3F%20(ref%20WA-7K2M)',
    )
  })

  it('carries accents, ampersands and line breaks intact', () => {
    const url = new URL(chatLink('+573001234567', '¿Hola & bienvenidos?\nSí (ref. WA-0000)'))
    expect(url.origin + url.pathname).toBe('https://wa.me/573001234567')
    expect(url.searchParams.get('text')).toBe('¿Hola & bienvenidos?\nSí (ref. WA-0000)')
    expect([...url.searchParams.keys()]).toEqual(['text'])
  })
})

describe('the prefilled text', () => {
  it('is the message, then the reference in the page’s language', () => {
    expect(prefilledText('Hello, I would like a demo.', 'WA-7K2M', '(ref {ref})')).toBe(
      'Hello, I would like a demo. (ref WA-7K2M)',
    )
    expect(prefilledText(' Hola. ', 'WA-7K2M', '(ref. {ref})')).toBe('Hola. (ref. WA-7K2M)')
  })

  it('is the reference alone when there is no message', () => {
    expect(prefilledText('  ', 'WA-7K2M', '(ref {ref})')).toBe('(ref WA-7K2M)')
  })
})

describe('the reference', () => {
  it('is the same on every render of one place and line, and differs between places and lines', () => {
    const contactJamaica = stableReference('block-1:en|line-jm')
    expect(contactJamaica).toMatch(REFERENCE)
    expect(stableReference('block-1:en|line-jm')).toBe(contactJamaica)
    const others = [
      'block-1:es|line-jm',
      'block-1:en|line-tt',
      'block-2:en|line-jm',
      'block-1:thank-you:en|line-jm',
    ].map(stableReference)
    expect(new Set([contactJamaica, ...others]).size).toBe(5)
  })

  it('made at a click is six characters from the random bytes, none of I, L, O or U', () => {
    expect(freshReference(new Uint8Array([0, 1, 31, 32, 255, 100]))).toBe('WA-01Z0Z4')
    expect(freshReference(new Uint8Array([10, 11, 12, 13, 14, 15]))).toBe('WA-ABCDEF')
    expect(freshReference(new Uint8Array([18, 21, 24, 27, 28, 29]))).toBe('WA-JNRVWX')
    expect(() => freshReference(new Uint8Array(5))).toThrow()
  })
})

type Row = NonNullable<SiteSetting['whatsapp']>[number]
type Span = NonNullable<Row['hours']>[number]
const row = (fields: Partial<Row>): Row => ({
  id: 'line-jm',
  country: 'Jamaica',
  number: '+18765550123',
  timeZone: 'America/Jamaica',
  ...fields,
})

describe('the lines a page shows', () => {
  it('are none for no list (the default)', () => {
    expect(chatLines(undefined)).toEqual([])
    expect(chatLines(null)).toEqual([])
    expect(chatLines([])).toEqual([])
  })

  it('keep country, label, number, time zone, hours and message, with empty texts as none', () => {
    const hours: Span[] = [
      { days: ['monday', 'friday'], opens: '08:00', closes: '17:00', id: 'h1' },
    ]
    expect(chatLines([row({ label: ' ', message: 'Hello!', hours })])).toEqual([
      {
        id: 'line-jm',
        country: 'Jamaica',
        label: null,
        number: '+18765550123',
        timeZone: 'America/Jamaica',
        hours: [{ days: ['monday', 'friday'], opens: '08:00', closes: '17:00' }],
        message: 'Hello!',
      },
    ])
  })

  it('leave out a row without a country or a valid number, and hours that cannot be placed', () => {
    expect(chatLines([row({ country: '' }), row({ number: '876 555 0123' })])).toEqual([])
    const [line] = chatLines([
      row({
        timeZone: 'Nowhere/City',
        hours: [{ days: ['monday'], opens: '08:00', closes: '17:00' }],
      }),
    ])
    expect(line.hours).toEqual([])
    const [kept] = chatLines([
      row({
        hours: [
          { days: ['monday'], opens: '8', closes: '17:00' },
          { days: [], opens: '08:00', closes: '17:00' },
          { days: ['tuesday'], opens: '09:00', closes: '24:00' },
        ],
      }),
    ])
    expect(kept.hours).toEqual([{ days: ['tuesday'], opens: '09:00', closes: '24:00' }])
  })
})
