import type { SiteSetting } from '@/payload-types'
import { FORMS } from '@/lib/forms/definitions'
import type { LeadForm } from './forms'

type Inboxes = NonNullable<SiteSetting['inboxes']>
type Routes = SiteSetting['notificationRoutes']

/**
 * Where a form's notification goes: the first route for this form whose country is the
 * submission's (or empty, for every country), else the inbox its definition names.
 */
export function notificationRecipient(
  settings: { inboxes?: Partial<Inboxes> | null; notificationRoutes?: Routes },
  form: LeadForm,
  country?: string | null,
): string | null {
  const route = (settings.notificationRoutes ?? []).find(
    (candidate) => candidate.form === form && (!candidate.country || candidate.country === country),
  )
  return route?.to ?? settings.inboxes?.[FORMS[form].inbox] ?? null
}
