import { describe, expect, it } from 'vitest'
import { RichTextBlock } from '@/blocks/RichText/config'
import { documentText, lexicalText } from '@/lib/search/documentText'
import { MAX_QUERY_LENGTH, readSearchPage, readSearchQuery } from '@/lib/search/query'
import type { Field } from 'payload'

describe('the search query a visitor typed', () => {
  it('is trimmed, one space between words, without control characters', () => {
    expect(readSearchQuery('  school \n\t attendance  ')).toBe('school attendance')
    expect(readSearchQuery('a\u0000b\u0002c')).toBe('a b c')
    expect(readSearchQuery(undefined)).toBe('')
    expect(readSearchQuery(['first', 'second'])).toBe('first')
  })

  it('is cut to 200 characters, never inside a character', () => {
    expect(readSearchQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH)
    const emoji = readSearchQuery('📚'.repeat(300))
    expect(Array.from(emoji)).toHaveLength(MAX_QUERY_LENGTH)
    expect(emoji.endsWith('📚')).toBe(true)
  })

  it('keeps quotes, markup and operators as text: the database reads them safely', () => {
    expect(readSearchQuery('"<script>" -x')).toBe('"<script>" -x')
  })
})

describe('the page of results', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    [undefined, 1],
    ['0', 1],
    ['-3', 1],
    ['two', 1],
    ['2.5', 1],
    ['99999999999', 1],
    [['3', '4'], 3],
  ])('%s is page %s', (value, page) => {
    expect(readSearchPage(value)).toBe(page)
  })
})

describe('the words of a document', () => {
  const fields: Field[] = [
    { name: 'title', type: 'text' },
    { name: 'href', type: 'text' },
    { name: 'videoId', type: 'text' },
    { name: 'theme', type: 'select', options: ['dark'] },
    { name: 'items', type: 'array', fields: [{ name: 'text', type: 'textarea' }] },
    { type: 'row', fields: [{ name: 'label', type: 'text' }] },
    { name: 'layout', type: 'blocks', blocks: [RichTextBlock] },
  ]

  it('takes text, arrays, rows and blocks, and leaves settings out', () => {
    const doc = {
      title: 'Title',
      href: '/pricing',
      videoId: 'abc123',
      theme: 'dark',
      items: [{ text: 'First item' }, { text: 'Second item' }],
      label: 'A label',
      layout: [{ blockType: 'richText', content: { root: { type: 'root', children: [{ type: 'paragraph', format: 'left', children: [{ type: 'text', text: 'Rich words' }] }] } } }],
    }
    expect(documentText(fields, doc)).toBe('Title First item Second item A label Rich words')
  })

  it('reads only the text nodes of rich text', () => {
    const value = { root: { type: 'root', direction: 'ltr', children: [{ type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Heading' }] }, { type: 'paragraph', children: [{ type: 'link', fields: { url: 'https://x' }, children: [{ type: 'text', text: 'linked' }] }] }] } }
    expect(lexicalText(value)).toEqual(['Heading', 'linked'])
  })
})
