import { describe, expect, it } from 'vitest'
import { block as RichTextBlock } from '@/blocks/RichText/config'
import { documentText, lexicalText } from '@/lib/search/documentText'
import { closestStretch, snippetSource } from '@/lib/search/excerpt'
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
      layout: [
        {
          blockType: 'richText',
          content: {
            root: {
              type: 'root',
              children: [
                {
                  type: 'paragraph',
                  format: 'left',
                  children: [{ type: 'text', text: 'Rich words' }],
                },
              ],
            },
          },
        },
      ],
    }
    expect(documentText(fields, doc)).toBe('Title First item Second item A label Rich words')
  })

  it('reads only the text nodes of rich text', () => {
    const value = {
      root: {
        type: 'root',
        direction: 'ltr',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Heading' }] },
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { url: 'https://x' },
                children: [{ type: 'text', text: 'linked' }],
              },
            ],
          },
        ],
      },
    }
    expect(lexicalText(value)).toEqual(['Heading', 'linked'])
  })
})

describe('the part of a body a snippet is written from', () => {
  const body = Array.from({ length: 300 }, (_, index) => `w${index + 1}`).join(' ')

  it('is the shortest stretch holding every word of the query that the body has', () => {
    expect(
      closestStretch([
        [5, 120, 200],
        [90, 204],
        [150, 201],
      ]),
    ).toEqual({ first: 200, last: 204 })
    expect(closestStretch([[7], [], [9, 40]])).toEqual({ first: 7, last: 9 })
    expect(closestStretch([[], []])).toBeNull()
  })

  it('is the words around that stretch, with the whole body to fall back on', () => {
    const { part, whole } = snippetSource(body, [[150], [152]])
    const words = part.split(' ')
    expect(words).toContain('w150')
    expect(words).toContain('w152')
    expect(words.length).toBeLessThan(100)
    expect(body).toContain(part)
    expect(whole).toBe(body)
  })

  it('is the whole body when it is short, with nothing to fall back on', () => {
    expect(snippetSource('Schools take attendance.', [[2]])).toEqual({
      part: 'Schools take attendance.',
      whole: null,
    })
  })

  it("is the first words when the body has none of the query's words: no snippet would mark one", () => {
    const { part, whole } = snippetSource(body, [[], []])
    expect(part.startsWith('w1 w2 w3 ')).toBe(true)
    expect(part.split(' ').length).toBeLessThan(50)
    expect(whole).toBeNull()
  })
})
