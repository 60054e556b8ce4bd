/**
 * The banner's form, as its buttons send it: Accept all (`all`), Reject all (`none`), or the two
 * boxes of Choose (`chosen`, a box ticked is `on` as an HTML form sends it). No zod here: the
 * banner's island ships on every page where it shows; the route judges the form with
 * consentFormSchema (schema.ts).
 */
export type ConsentForm = { choice: 'all' | 'none' | 'chosen'; analytics?: 'on'; marketing?: 'on' }

/** What the visitor agreed to. */
export function chosenCategories(form: ConsentForm): { analytics: boolean; marketing: boolean } {
  if (form.choice === 'all') return { analytics: true, marketing: true }
  if (form.choice === 'none') return { analytics: false, marketing: false }
  return { analytics: form.analytics === 'on', marketing: form.marketing === 'on' }
}
