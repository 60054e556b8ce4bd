import { baseBlockFields, baseIDField, type Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { Pages } from '@collections/Pages'
import { fillSearchText } from '@collections/hooks/fillSearchText'
import { pageBlocks } from '@/blocks/pageBlocks'
import { isSettingField } from '@/lib/search/documentText'
import { indexDocument, type IndexWriter } from '@/lib/search/searchIndex'
import { richText } from '../../seed/lexical'

type Data = Record<string, unknown>

/** Fields as Payload serves them to hooks: each block row and array row with its id, each block row with its name. */
function asServed(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'blocks':
        return {
          ...field,
          blocks: field.blocks.map((block) => ({
            ...block,
            fields: asServed([...block.fields, ...baseBlockFields]),
          })),
        }
      case 'array':
        return { ...field, fields: [...asServed(field.fields), baseIDField] }
      case 'group':
      case 'row':
      case 'collapsible':
        return { ...field, fields: asServed(field.fields) }
      case 'tabs':
        return {
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: asServed(tab.fields) })),
        }
      default:
        return field
    }
  })
}

const pageFields = asServed(Pages.fields)

/** The text the CMS list searches, as the hook writes it on a save. */
async function hookText(doc: Data, originalDoc: Data = {}): Promise<string> {
  const data = await fillSearchText({
    data: { ...doc },
    originalDoc,
    collection: { fields: pageFields },
    operation: 'update',
  } as never)
  return (data as Data).searchText as string
}

/** The body the site search index writes for the page in English. */
async function indexedBody(doc: Data): Promise<string> {
  const rows: unknown[][] = []
  // writeRow's parameters, in its INSERT's order: kind, doc_id, locale, title, url, body, config.
  const db: IndexWriter = {
    execute: async (query) => {
      rows.push(
        (query as unknown as { queryChunks: unknown[] }).queryChunks.filter(
          (chunk) => typeof chunk === 'string' || typeof chunk === 'number',
        ),
      )
    },
  }
  const payload = {
    collections: { pages: { config: { fields: pageFields } } },
    findByID: async () => ({ id: 1, _status: 'published', ...doc }),
  }
  await indexDocument(payload as never, 'page', 1, { db })
  const english = rows.find((params) => params[2] === 'en')
  expect(english, 'the page is indexed in English').toBeDefined()
  return english![5] as string
}

describe('the words of a page', () => {
  const page = {
    title: 'Attendance for ministries',
    path: 'solutions/governments',
    meta: { title: 'Meta title', description: 'A national EMIS.' },
    searchText: 'stale words',
    layout: [
      {
        blockType: 'hero',
        blockName: 'Top of the page',
        eyebrow: 'For governments',
        heading: 'National data',
        text: 'Every school counted.',
        links: [{ id: 'a1', label: 'See pricing', href: '/pricing', appearance: 'primary' }],
        backLink: { label: 'Solutions', href: '/solutions' },
      },
      {
        blockType: 'richText',
        content: richText([
          { h2: 'How it works' },
          { p: 'Schools record attendance.' },
          { ul: ['Daily', 'Weekly'] },
        ]),
      },
      {
        blockType: 'faqList',
        heading: 'Questions',
        intro: 'What ministries ask.',
        note: 'More on the FAQ page.',
      },
    ],
  }
  const words =
    'For governments National data Every school counted. See pricing Solutions How it works Schools record attendance. Daily Weekly Questions What ministries ask. More on the FAQ page.'

  it('are one reading for the CMS search text and the site search index: the title or the description, then the blocks', async () => {
    expect(await hookText(page)).toBe(`${page.title} ${words}`)
    expect(await indexedBody(page)).toBe(`${page.meta.description} ${words}`)
  })

  it('leave out addresses, the rich text’s structure, the CMS’s block names and the stored search text', async () => {
    const text = await hookText(page, { searchText: 'older words' })
    for (const setting of [
      '/pricing',
      '/solutions',
      'primary',
      'ltr',
      'paragraph',
      'Top of the page',
      'Meta title',
      'stale',
      'older',
      'a1',
    ]) {
      expect(text).not.toContain(setting)
    }
  })

  it('are kept when a save sends only the status, as a scheduled publish does', async () => {
    expect(await hookText({ _status: 'published' }, page)).toBe(`${page.title} ${words}`)
  })
})

type Mark = { word: string; path: string; setting: boolean }

/** A document for these fields with a word of its own in every text, textarea and rich text field. */
function filled(fields: Field[], path: string, marks: Mark[], inSetting = false): Data {
  const data: Data = {}
  for (const field of fields) {
    const setting = inSetting || isSettingField(field)
    const here = 'name' in field && field.name ? [path, field.name].filter(Boolean).join('.') : path
    const mark = () => {
      const word = `word${marks.length}x`
      marks.push({ word, path: here, setting })
      return word
    }
    const into = (inner: Data) =>
      'name' in field && field.name ? (data[field.name] = inner) : Object.assign(data, inner)
    switch (field.type) {
      case 'text':
      case 'textarea':
        data[field.name] = mark()
        break
      case 'richText':
        data[field.name] = richText([{ p: mark() }])
        break
      case 'group':
      case 'row':
      case 'collapsible':
        into(filled(field.fields, here, marks, setting))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          const inner = filled(
            tab.fields,
            'name' in tab && tab.name ? `${here}.${tab.name}` : here,
            marks,
            setting,
          )
          if ('name' in tab && tab.name) data[tab.name] = inner
          else Object.assign(data, inner)
        }
        break
      case 'array':
        data[field.name] = [filled(field.fields, here, marks, setting)]
        break
      case 'blocks':
        data[field.name] = field.blocks.map((block) => ({
          blockType: block.slug,
          ...filled(block.fields, `${here}<${block.slug}>`, marks, setting),
        }))
        break
      default:
        break
    }
  }
  return data
}

/** The page's blocks field, as Payload serves it. */
function layoutField(fields: Field[]): Field | undefined {
  for (const field of fields) {
    if (field.type === 'blocks' && field.name === 'layout') return field
    const inner =
      field.type === 'tabs'
        ? field.tabs.flatMap((tab) => tab.fields)
        : 'fields' in field
          ? field.fields
          : []
    const found = layoutField(inner)
    if (found) return found
  }
  return undefined
}

describe('every block a page can hold', () => {
  const marks: Mark[] = []
  const layout = layoutField(pageFields)
  const page: Data = {
    title: 'Every block',
    path: 'every-block',
    ...filled(layout ? [layout] : [], '', marks),
  }

  it('is in the page’s layout, one row each', () => {
    expect((page.layout as Data[]).map((row) => row.blockType)).toEqual(
      pageBlocks.map((block) => block.slug),
    )
  })

  it('has each of its words in the CMS search text and in the site search index', async () => {
    const shown = marks.filter((mark) => !mark.setting)
    expect(shown.length).toBeGreaterThan(pageBlocks.length)
    for (const text of [await hookText(page), await indexedBody(page)]) {
      const found = new Set(text.split(' '))
      expect(shown.filter((mark) => !found.has(mark.word)).map((mark) => mark.path)).toEqual([])
    }
  })

  it('keeps its settings (addresses, ids, block names) out of both', async () => {
    const settings = marks.filter((mark) => mark.setting)
    expect(settings.map((mark) => mark.path)).toContain('layout<hero>.blockName')
    for (const text of [await hookText(page), await indexedBody(page)]) {
      const found = new Set(text.split(' '))
      expect(settings.filter((mark) => found.has(mark.word)).map((mark) => mark.path)).toEqual([])
    }
  })
})
