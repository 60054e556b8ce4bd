import type { EmailRow } from '@/lib/html'
import { buildEmailHtml } from '@/lib/html'
import type * as z from '@/lib/forms/zod'
import { staffRows, type FormDefinition } from '@/lib/forms/defineForm'

/** An email to the company about one submission; `to` comes from site settings. */
export type Notification = { subject: string; html: string; replyTo?: string }

/** Where staff open the stored submission. */
export type CmsLink = string

/**
 * The email staff get about a submission, from its form's definition: the subject and heading
 * it writes, a line per field staff read (options by their labels), `extraRows`, and the link
 * to the stored submission.
 */
export function leadNotification<Schema extends z.ZodMiniType>(
  definition: FormDefinition<Schema>,
  data: z.output<Schema>,
  cmsLink: CmsLink,
  extraRows: EmailRow[] = [],
): Notification {
  const spec = definition.notification
  if (!spec) throw new Error(`the "${definition.name}" form's definition names no notification`)
  const values = data as Record<string, unknown>
  const replyTo = spec.replyTo && typeof values.email === 'string' ? { replyTo: values.email } : {}
  return {
    subject: spec.subject(data),
    ...replyTo,
    html: buildEmailHtml({
      heading: spec.heading(data),
      rows: [
        ...staffRows(definition, values),
        ...extraRows,
        { label: 'In the CMS', value: cmsLink },
      ],
    }),
  }
}
