import type { Faq, PricingTier } from '@/payload-types'
import type { PreviewedInList } from './config'

/** A tier or an FAQ as the marketer holds it (unsaved, a draft or never published). */
export type EditedInList =
  { collection: 'pricing-tiers'; doc: PricingTier } | { collection: 'faqs'; doc: Faq }

// The live preview posts the form as it is, half typed: render only what the block can show.
const isTier = (doc: Partial<PricingTier> | null): doc is PricingTier =>
  typeof doc?.name === 'string' && typeof doc.price === 'number' && typeof doc.audience === 'string'

const isFaq = (doc: Partial<Faq> | null): doc is Faq =>
  typeof doc?.question === 'string' &&
  typeof doc.answer === 'string' &&
  typeof doc.category === 'string'

/** The edited document, when it is one of `collection` that its list can show; null otherwise. */
export function editedInList(collection: PreviewedInList, doc: object | null): EditedInList | null {
  if (collection === 'pricing-tiers' && isTier(doc)) return { collection, doc }
  if (collection === 'faqs' && isFaq(doc)) return { collection, doc }
  return null
}

type Ordered = { id: number; order: number }

/**
 * The list as it will read once `edited` is published: in place of its published version, or
 * added when it was never listed, and sorted by `order` as the list is (ties keep their place).
 */
export function withEdited<T extends Ordered>(list: T[], edited: T): T[] {
  const listed = list.some((doc) => doc.id === edited.id)
  const next = listed ? list.map((doc) => (doc.id === edited.id ? edited : doc)) : [...list, edited]
  return next.toSorted((a, b) => a.order - b.order)
}
