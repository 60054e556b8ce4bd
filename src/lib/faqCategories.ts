/**
 * Four categories, in this order. The labels are the CMS's; visitors read each category's heading
 * in their language from the content messages (`faq.categories`).
 */
export const FAQ_CATEGORIES = [
  { label: 'Getting Started', value: 'getting-started' },
  { label: 'Features and Functionality', value: 'features' },
  { label: 'Security and Privacy', value: 'security' },
  { label: 'Pricing and Support', value: 'pricing-support' },
] as const
