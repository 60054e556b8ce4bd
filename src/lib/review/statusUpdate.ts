import { z } from 'zod'
import { STATUS_VALUES } from '@/lib/forms/recoveryOptions'
import { RECOVERY_LIMITS } from '@/lib/forms/recoverySchema'

/** The Update Application Status dialog's fields. */
export const statusUpdateSchema = z.object({
  status: z.enum(STATUS_VALUES, { error: 'Choose a new status.' }),
  notes: z
    .string()
    .trim()
    .max(RECOVERY_LIMITS.longText, `Use at most ${RECOVERY_LIMITS.longText} characters.`)
    .default(''),
  reviewer: z
    .string()
    .trim()
    .max(RECOVERY_LIMITS.shortText, `Use at most ${RECOVERY_LIMITS.shortText} characters.`)
    .default(''),
})
export type StatusUpdateInput = z.input<typeof statusUpdateSchema>

/** What the endpoint answers; `warning` is set when the status was saved but the email was not sent. */
export type StatusUpdateResult = { emailSent: boolean; warning?: string }

export const EMAIL_WARNING = 'Status updated but email notification failed'
