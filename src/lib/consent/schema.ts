import * as z from '@/lib/forms/zod'

/**
 * The banner's form (choices.ts), judged by the consent route. The island sends its buttons'
 * own values, nothing typed, and leaves the judging to the route rather than bring zod to every
 * page that shows the banner.
 */
export const consentFormSchema = z.object({
  choice: z.enum(['all', 'none', 'chosen'], { error: 'Choose "all", "none" or "chosen".' }),
  analytics: z.optional(z.literal('on')),
  marketing: z.optional(z.literal('on')),
})
