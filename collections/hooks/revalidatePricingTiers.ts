import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { PRICING_TIERS_TAG } from '@/lib/cacheTags'
import type { PricingTier } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** Refreshes every page with a pricing table (/pricing). */
export const revalidatePricingTiers: CollectionAfterChangeHook<PricingTier> = ({ doc, previousDoc, req }) => {
  if (touchesPublished(doc, previousDoc)) revalidateTags(req, [PRICING_TIERS_TAG], `tier ${doc.name} changed`)
  return doc
}

export const revalidateDeletedPricingTier: CollectionAfterDeleteHook<PricingTier> = ({ doc, req }) => {
  revalidateTags(req, [PRICING_TIERS_TAG], `tier ${doc.name} deleted`)
  return doc
}
