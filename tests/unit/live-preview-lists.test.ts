import { describe, expect, it } from 'vitest'
import { listedDocumentOf, previewPathOf } from '@/lib/livePreview/config'
import { editedInList, withEdited } from '@/lib/livePreview/inList'

describe('a tier or an FAQ in the live preview of its list', () => {
  const list = [
    { id: 1, order: 1, name: 'Basic' },
    { id: 2, order: 2, name: 'Professional' },
    { id: 3, order: 3, name: 'Premium' },
  ]

  it('takes the place of its published version', () => {
    expect(
      withEdited(list, { id: 2, order: 2, name: 'Pro (typed)' }).map((tier) => tier.name),
    ).toEqual(['Basic', 'Pro (typed)', 'Premium'])
  })

  it('moves when its order changes', () => {
    expect(withEdited(list, { id: 1, order: 4, name: 'Basic' }).map((tier) => tier.id)).toEqual([
      2, 3, 1,
    ])
  })

  it('is added, in order, when it was never published', () => {
    expect(withEdited(list, { id: 9, order: 2, name: 'New' }).map((tier) => tier.id)).toEqual([
      1, 2, 9, 3,
    ])
  })

  it('is shown only once the form holds what the block needs', () => {
    expect(
      editedInList('pricing-tiers', { id: 1, name: 'Basic', price: 1, audience: 'schools' })
        ?.collection,
    ).toBe('pricing-tiers')
    expect(
      editedInList('pricing-tiers', { id: 1, name: 'Basic', price: null, audience: 'schools' }),
    ).toBeNull()
    expect(
      editedInList('faqs', { id: 1, question: 'Q?', answer: 'A.', category: 'security' })
        ?.collection,
    ).toBe('faqs')
    expect(editedInList('faqs', { id: 1, name: 'Basic', price: 1, audience: 'schools' })).toBeNull()
  })
})

describe('live-preview addresses', () => {
  it('name a tier or an FAQ in the query of the page that lists it', () => {
    expect(previewPathOf('pricing-tiers', { id: 12 })).toBe(
      '/pricing?previewing=pricing-tiers&id=12',
    )
    expect(previewPathOf('faqs', { id: 7 })).toBe('/faqs?previewing=faqs&id=7')
    expect(listedDocumentOf({ previewing: 'faqs', id: '7' })).toEqual({ collection: 'faqs', id: 7 })
  })

  it('read no listed document from any other query', () => {
    for (const query of [
      {},
      { previewing: 'pages', id: '1' },
      { previewing: 'faqs', id: 'x' },
      { previewing: ['faqs'], id: '1' },
    ])
      expect(listedDocumentOf(query), JSON.stringify(query)).toBeNull()
  })

  it('place pages, case studies and jobs at their own addresses', () => {
    expect(previewPathOf('pages', { path: 'solutions/governments' })).toBe('/solutions/governments')
    expect(previewPathOf('case-studies', { slug: 'jamaica' })).toBe('/case-studies/jamaica')
    expect(previewPathOf('jobs', { id: 4 })).toBe('/careers/4')
  })
})
