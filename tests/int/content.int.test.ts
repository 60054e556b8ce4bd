import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedContent } from '../../seed/content'
import { pagesSeed } from '../../seed/pages'
import { createStaff, testPayload } from './helpers'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  await seedContent(payload)
})

const totals = async () =>
  Object.fromEntries(
    await Promise.all(
      (
        [
          'pages',
          'faqs',
          'pricing-tiers',
          'jobs',
          'demo-videos',
          'case-studies',
          'redirects',
        ] as const
      ).map(async (collection) => [collection, (await payload.count({ collection })).totalDocs]),
    ),
  )

describe('content seed', () => {
  it('writes every route, 12 FAQs, 3 tiers, 1 job, 6 videos, 2 stories and 6 redirects, once', async () => {
    await seedContent(payload)
    expect(await totals()).toEqual({
      pages: pagesSeed.length,
      faqs: 12,
      'pricing-tiers': 3,
      jobs: 1,
      'demo-videos': 6,
      'case-studies': 2,
      redirects: 6,
    })
  })

  it('keeps what staff changed', async () => {
    const faq = (await payload.find({ collection: 'faqs', limit: 1, sort: 'order' })).docs[0]
    await payload.update({
      collection: 'faqs',
      id: faq.id,
      data: { answer: 'Changed by staff' },
      context,
    })
    await seedContent(payload)
    expect((await payload.findByID({ collection: 'faqs', id: faq.id })).answer).toBe(
      'Changed by staff',
    )
    await payload.update({ collection: 'faqs', id: faq.id, data: { answer: faq.answer }, context })
  })
})

describe('content access', () => {
  it('visitors read published documents only; staff also see drafts', async () => {
    const { user: editor } = await createStaff(payload, ['editor'])
    const draft = await payload.create({
      collection: 'faqs',
      data: {
        category: 'features',
        question: 'A draft question?',
        answer: 'Not yet public.',
        order: 99,
      },
      draft: true,
      user: editor,
      overrideAccess: false,
      context,
    })
    const asVisitor = await payload.find({
      collection: 'faqs',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(asVisitor.totalDocs).toBe(0)
    const asEditor = await payload.find({
      collection: 'faqs',
      where: { id: { equals: draft.id } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(asEditor.totalDocs).toBe(1)
    await payload.delete({ collection: 'faqs', id: draft.id, context })
  })

  it('visitors and reviewers cannot write content; editors can', async () => {
    const tier = (
      await payload.find({ collection: 'pricing-tiers', where: { name: { equals: 'Basic' } } })
    ).docs[0]
    await expect(
      payload.update({
        collection: 'pricing-tiers',
        id: tier.id,
        data: { price: 0 },
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
    const { user: reviewer } = await createStaff(payload, ['reviewer'])
    await expect(
      payload.update({
        collection: 'pricing-tiers',
        id: tier.id,
        data: { price: 0 },
        user: reviewer,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/x', to: { type: 'custom', url: '/' }, type: '302' },
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow()
    const { user: editor } = await createStaff(payload, ['editor'])
    const updated = await payload.update({
      collection: 'pricing-tiers',
      id: tier.id,
      data: { price: 1.1 },
      user: editor,
      overrideAccess: false,
      context,
    })
    expect(updated.price).toBe(1.1)
    await payload.update({
      collection: 'pricing-tiers',
      id: tier.id,
      data: { price: tier.price },
      context,
    })
  })

  it('stores page paths without surrounding slashes and rejects malformed ones', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Team',
        path: '/About/Team/',
        layout: [{ blockType: 'hero', heading: 'Team' }],
        _status: 'published',
      },
      context,
    })
    expect(page.path).toBe('about/team')
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Bad', path: 'a b', layout: [{ blockType: 'hero', heading: 'Bad' }] },
        context,
      }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'pages', id: page.id, context })
  })
})
