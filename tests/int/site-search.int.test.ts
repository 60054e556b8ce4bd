import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { runSearch, type OutsideDocument } from '@/lib/search/runSearch'
import { MATCH_END, MATCH_START } from '@/lib/search/searchIndex'
import { richText } from '../../seed/lexical'
import { testPayload } from './helpers'

let payload: Payload
// No Next server here to revalidate in; the search index hooks run regardless.
const context = { disableRevalidate: true }
let counter = 0
// Everything a test here creates, removed afterwards: other files count the seeded documents.
const created: { collection: 'pages' | 'faqs' | 'jobs' | 'case-studies'; id: number }[] = []
const remember = <T extends { id: number }>(
  collection: (typeof created)[number]['collection'],
  doc: T,
): T => {
  created.push({ collection, id: doc.id })
  return doc
}
// A made-up word per test, so the documents of other test files never match.
const unique = (stem: string) => `${stem}${Date.now().toString(36)}${counter++}`

async function createPage(
  title: string,
  body: string,
  { status = 'published', description = '' } = {},
) {
  return remember(
    'pages',
    await payload.create({
      collection: 'pages',
      data: {
        title,
        path: `search-test/${unique('p')}`,
        layout: [{ blockType: 'richText', content: richText([{ p: body }]) }],
        meta: { description },
        _status: status as 'published' | 'draft',
      },
      draft: status === 'draft',
      context,
    }),
  )
}

const translate = (collection: 'pages' | 'faqs', id: number, data: Record<string, unknown>) =>
  payload.update({ collection, id, locale: 'es', data, context })

const search = (q: string, locale: Locale = 'en', page = 1, outside: OutsideDocument[] = []) =>
  runSearch(payload, { locale, q, page, outside })
const titles = async (q: string, locale: Locale = 'en') =>
  (await search(q, locale)).hits.map((hit) => hit.title)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  for (const { collection, id } of created)
    await payload.delete({ collection, id, context }).catch(() => undefined)
})

describe('site search: matching', () => {
  it('finds a published page by a word of its title, description or blocks, in its language, with a linked URL', async () => {
    const word = unique('zorblax')
    const page = await createPage(`The ${word} guide`, 'Schools record attendance every day.', {
      description: 'A guide for ministries.',
    })
    const found = await search(word)
    expect(found.hits).toEqual([
      {
        kind: 'page',
        title: `The ${word} guide`,
        url: `/${page.path}`,
        snippet: expect.any(String),
      },
    ])
    expect(await titles(`${word} ministries`)).toEqual([`The ${word} guide`])
    expect(await titles(`${word} attendance`)).toEqual([`The ${word} guide`])
  })

  it('stems each language: "schools" finds "school", "escuelas" finds "escuela"', async () => {
    const word = unique('quibbet')
    const page = await createPage(`${word} platform`, `One school, one ${word} record.`)
    await translate('pages', page.id, {
      title: `Plataforma ${word}`,
      layout: [
        {
          id: page.layout[0].id,
          blockType: 'richText',
          content: richText([{ p: `Una escuela, un registro ${word}.` }]),
        },
      ],
    })
    expect(await titles(`schools ${word}`)).toEqual([`${word} platform`])
    expect(await titles(`escuelas ${word}`, 'es')).toEqual([`Plataforma ${word}`])
    // The English words are not in the Spanish index.
    expect(await titles(`school ${word}`, 'es')).toEqual([])
  })

  it('ignores accents: "educacion" finds "educación", and "educación" finds "educacion"', async () => {
    const word = unique('vantreo')
    const page = await createPage(`${word} education`, `Education for all, ${word}.`)
    await translate('pages', page.id, {
      title: `Educación ${word}`,
      layout: [
        {
          id: page.layout[0].id,
          blockType: 'richText',
          content: richText([{ p: `Educación para todos, ${word}.` }]),
        },
      ],
    })
    expect(await titles(`educacion ${word}`, 'es')).toEqual([`Educación ${word}`])
    expect(await titles(`EDUCACIÓN ${word}`, 'es')).toEqual([`Educación ${word}`])
  })

  it('needs every word, and a quoted phrase as a phrase', async () => {
    const word = unique('plimsk')
    await createPage(`${word} registers`, 'Teachers take attendance online in seconds.')
    expect(await titles(`${word} attendance`)).toEqual([`${word} registers`])
    expect(await titles(`${word} fundraising`)).toEqual([])
    expect(await titles(`${word} "take attendance"`)).toEqual([`${word} registers`])
    expect(await titles(`${word} "attendance take"`)).toEqual([])
  })

  it('ranks a match in the title above matches in the body', async () => {
    const word = unique('grendal')
    await createPage(
      `About everything`,
      `${word} ${word} ${word} ${word} ${word} appears all over this body.`,
    )
    await createPage(`The ${word} page`, 'It says nothing else.')
    expect(await titles(word)).toEqual([`The ${word} page`, 'About everything'])
  })

  it('marks the matched words in the snippet', async () => {
    const word = unique('snippo')
    await createPage(
      `Report ${word}`,
      `Ministries use dashboards; every ${word} school reports attendance.`,
    )
    const [hit] = (await search(`${word} attendance`)).hits
    expect(hit.snippet).toContain(`${MATCH_START}attendance${MATCH_END}`)
    expect(hit.snippet).toContain(`${MATCH_START}${word}${MATCH_END}`)
  })

  it('marks the matched words deep in a long body, and a quoted phrase there', async () => {
    const word = unique('longo')
    const filler = (count: number) =>
      Array.from({ length: count }, (_, index) => `filler${index}`).join(' ')
    await createPage(
      `Deep ${word}`,
      `${filler(600)} Teachers take attendance for ${word} every morning. ${filler(300)}`,
    )
    for (const q of [`${word} attendance`, `"take attendance" ${word}`]) {
      const [hit] = (await search(q)).hits
      expect(hit.snippet).toContain(`${MATCH_START}attendance${MATCH_END}`)
      expect(hit.snippet).toContain(`${MATCH_START}${word}${MATCH_END}`)
      expect(hit.snippet.split(' ').length).toBeLessThan(70)
    }
  })

  it('falls back to English field by field in Spanish', async () => {
    const word = unique('falbek')
    const page = await createPage(`${word} in English`, `English body ${word}.`)
    await translate('pages', page.id, { title: `${word} en español` })
    const [hit] = (await search(word, 'es')).hits
    expect(hit).toMatchObject({ title: `${word} en español`, url: `/es/${page.path}` })
    expect(hit.snippet).toContain('English body')
  })

  it('finds FAQs, jobs and case studies, each linked where visitors read it', async () => {
    const word = unique('kindso')
    const faq = remember(
      'faqs',
      await payload.create({
        collection: 'faqs',
        data: {
          category: 'getting-started',
          question: `What is ${word}?`,
          answer: 'An answer.',
          order: 99,
          _status: 'published',
        },
        context,
      }),
    )
    const job = remember(
      'jobs',
      await payload.create({
        collection: 'jobs',
        data: {
          title: `${word} engineer`,
          department: 'Engineering',
          location: 'Remote',
          type: 'Full-time',
          description: 'Build it.',
          responsibilities: [{ item: 'Ship' }],
          qualifications: [{ item: 'Care' }],
          competencies: [{ item: 'Listen' }],
          _status: 'published',
        } as never,
        context,
      }),
    )
    const study = remember(
      'case-studies',
      await payload.create({
        collection: 'case-studies',
        data: {
          title: `${word} story`,
          slug: unique('story'),
          category: 'Ministry',
          description: 'A story.',
          highlights: [{ text: 'a' }, { text: 'b' }, { text: 'c' }],
          _status: 'published',
        } as never,
        context,
      }),
    )
    const hits = (await search(word)).hits
      .map(({ kind, url }) => ({ kind, url }))
      .sort((a, b) => a.kind.localeCompare(b.kind))
    expect(hits).toEqual([
      { kind: 'case-study', url: `/case-studies/${study.slug}` },
      { kind: 'faq', url: '/faqs' },
      { kind: 'job', url: `/careers/${job.id}` },
    ])
    expect((await search(word, 'es')).hits.find((hit) => hit.kind === 'faq')?.url).toBe('/es/faqs')
    expect(faq.id).toBeDefined()
  })

  it('ranks blog posts found elsewhere with the site’s own results', async () => {
    const word = unique('blogmix')
    await createPage('A page about posts', `It mentions ${word} once.`)
    const post = {
      title: `${word} on the blog`,
      url: '/resources/blog/post-1',
      body: `All about ${word}.`,
    }
    // WordPress's own search found both posts; one shares no word with the query.
    const found = await search(word, 'en', 1, [
      { title: 'Unrelated', url: '/resources/blog/post-2', body: 'No match.' },
      post,
    ])
    expect(found.hits.map((hit) => [hit.kind, hit.title])).toEqual([
      ['post', `${word} on the blog`],
      ['page', 'A page about posts'],
      ['post', 'Unrelated'],
    ])
  })
})

describe('site search: freshness', () => {
  it('a draft never appears; a publish, a draft edit, an unpublish and a delete each show at once', async () => {
    const word = unique('fresko')
    const later = unique('latero')
    const page = await createPage(`${word} draft`, 'Body.', { status: 'draft' })
    expect(await titles(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      context,
    })
    expect(await titles(word)).toEqual([`${word} draft`])

    // A draft of the published page: visitors still read the published words.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: `${later} title` },
      draft: true,
      context,
    })
    expect(await titles(later)).toEqual([])
    expect(await titles(word)).toEqual([`${word} draft`])

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, context })
    expect(await titles(word)).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      context,
    })
    expect(await titles(later)).toEqual([`${later} title`])
    await payload.delete({ collection: 'pages', id: page.id, context })
    expect(await titles(later)).toEqual([])
  })
})

describe('site search: paging and bad input', () => {
  it('shows 20 results a page and says whether another follows', async () => {
    const word = unique('pagina')
    for (let index = 0; index < 23; index++) {
      remember(
        'faqs',
        await payload.create({
          collection: 'faqs',
          data: {
            category: 'getting-started',
            question: `${word} question ${index}`,
            answer: 'Yes.',
            order: 1,
            _status: 'published',
          },
          context,
        }),
      )
    }
    const first = await search(word)
    const second = await search(word, 'en', 2)
    const past = await search(word, 'en', 3)
    expect([
      first.hits.length,
      first.hasNext,
      second.hits.length,
      second.hasNext,
      past.hits.length,
    ]).toEqual([20, true, 3, false, 0])
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.title)).size).toBe(23)
  })

  it.each([
    ['quotes', '"unbalanced'],
    ['markup', '<script>alert(1)</script>'],
    ['SQL', "'; DROP TABLE site_search; --"],
    ['brackets', '((( ]]] {'],
    ['emoji', '📚🎓'],
    ['a lone minus', '-'],
    ['operators', '!!! & | <-> :*'],
    ['only stop words', 'the and of'],
  ])('reads %s without an error', async (_name, q) => {
    const found = await search(q)
    expect(found.hasNext === true || found.hasNext === false).toBe(true)
    expect(await payload.count({ collection: 'pages' })).toMatchObject({
      totalDocs: expect.any(Number),
    })
  })
})
