import * as z from '@/forms/zod'

/**
 * The banner's form, sent by its buttons: Accept all (`all`), Reject all (`none`), or the two
 * boxes of Choose (`chosen`, a box ticked is `on` as an HTML form sends it). The banner's island
 * parses it before sending; the consent route parses it again.
 */
export const consentFormSchema = z.object({
  choice: z.enum(['all', 'none', 'chosen'], { error: 'Choose "all", "none" or "chosen".' }),
  analytics: z.optional(z.literal('on')),
  marketing: z.optional(z.literal('on')),
})

export type ConsentForm = z.infer<typeof consentFormSchema>

/** What the visitor agreed to. */
export function chosenCategories(form: ConsentForm): { analytics: boolean; marketing: boolean } {
  if (form.choice === 'all') return { analytics: true, marketing: true }
  if (form.choice === 'none') return { analytics: false, marketing: false }
  return { analytics: form.analytics === 'on', marketing: form.marketing === 'on' }
}
