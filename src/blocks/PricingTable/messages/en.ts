/** The pricing table’s words, in English. */
export const en = {
  recommended: 'Recommended',
  feature: 'Feature',
  included: 'Included',
  notIncluded: 'Not included',
  compare: 'Compare plans',
  discounts: 'Discounts',
  services: 'Professional services',
  byAudience: 'Pricing by audience',
  /** Above a tier's features; `{tier}` is the tier before it. */
  everythingIn: 'Everything in {tier}, plus:',
}

export type PricingMessages = typeof en
