import type { SiteSetting } from '@/payload-types'
import type { LeadForm } from './forms'

type Inboxes = NonNullable<SiteSetting['inboxes']>
type Routes = SiteSetting['notificationRoutes']

/** The inbox in site settings that takes a form's notifications when no route matches. */
const DEFAULT_INBOX: Record<LeadForm, keyof Inboxes> = {
  newsletter: 'newsletter',
  demo: 'sales',
  quote: 'sales',
  contact: 'contact',
  recovery: 'recovery',
}

/**
 * Where a form's notification goes: the first route for this form whose country is the
 * submission's (or empty, for every country), else the form's inbox.
 */
export function notificationRecipient(
  settings: { inboxes?: Partial<Inboxes> | null; notificationRoutes?: Routes },
  form: LeadForm,
  country?: string | null,
): string | null {
  const route = (settings.notificationRoutes ?? []).find(
    (candidate) => candidate.form === form && (!candidate.country || candidate.country === country),
  )
  return route?.to ?? settings.inboxes?.[DEFAULT_INBOX[form]] ?? null
}
