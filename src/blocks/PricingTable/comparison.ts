import type { PricingTier } from '@/payload-types'

export type ComparisonRow = { feature: string; included: boolean[] }

/**
 * The comparison table from the tiers themselves: each tier lists what it adds, and includes
 * everything the tiers before it include (surveys and finance only in Premium; billing
 * and parent portal in Professional and Premium).
 */
export function buildComparison(tiers: Pick<PricingTier, 'features'>[]): ComparisonRow[] {
  return tiers.flatMap((tier, tierIndex) =>
    (tier.features ?? []).map((feature) => ({
      feature: feature.name,
      included: tiers.map((_, index) => index >= tierIndex),
    })),
  )
}

/** "$1.00", "$1.50", "$2.25". */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`
}
