import { z } from './zod'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_VALUES,
} from './recoveryOptions'

/** SPEC §8: the two submit checks of the recovery form, shown as "Validation Error" toasts. */
export const CONSENT_MESSAGE = 'Please agree to all required terms.'
export const SUPPORT_MESSAGE = 'Please select at least one type of support needed.'

export const RECOVERY_LIMITS = {
  shortText: 200,
  phone: 40,
  email: 254,
  address: 500,
  otherText: 500,
  longText: 5000,
  url: 2000,
  count: 1_000_000,
} as const

const required = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Use at most ${max} characters.`)

const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional()

const count = (label: string) =>
  z
    .number({ error: `Enter ${label} as a whole number.` })
    .int(`Enter ${label} as a whole number.`)
    .min(0, `${label[0].toUpperCase()}${label.slice(1)} cannot be negative.`)
    .max(RECOVERY_LIMITS.count, `Enter ${label} of at most ${RECOVERY_LIMITS.count.toLocaleString('en-US')}.`)

const isoDate = z.iso.date({ error: 'Enter a valid date.' })

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose ${label}.` })

const httpUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a link starting with http:// or https://.' })
  .max(RECOVERY_LIMITS.url, `Use at most ${RECOVERY_LIMITS.url} characters.`)

/** The recovery application as submitted (SPEC §3), parsed in the browser and again on the server. */
export const recoveryApplicationSchema = z.object({
  // School information
  schoolName: required('the school name', RECOVERY_LIMITS.shortText),
  schoolType: choice(SCHOOL_TYPES, 'the school type'),
  educationLevel: choice(EDUCATION_LEVELS, 'the education level'),
  address: optionalText(RECOVERY_LIMITS.address),
  enrol: count('the current enrolment'),
  staff: count('the total staff'),
  isExistingCustomer: z.boolean().default(false),
  // Contact
  contactName: required('the contact name', RECOVERY_LIMITS.shortText),
  role: required('the role or title', RECOVERY_LIMITS.shortText),
  email: z
    .email({ error: 'Enter a valid email address.' })
    .max(RECOVERY_LIMITS.email, `Use at most ${RECOVERY_LIMITS.email} characters.`),
  phone: required('a phone number', RECOVERY_LIMITS.phone),
  // Impact
  operationalStatus: choice(OPERATIONAL_STATUSES, 'the operational status'),
  reopenDate: z.union([z.literal(''), isoDate]).optional(),
  damageLevel: choice(DAMAGE_LEVELS, 'the damage level'),
  damageDesc: required('a description of the impact', RECOVERY_LIMITS.longText),
  studentsDisplaced: count('the number of students displaced'),
  staffDisplaced: count('the number of staff displaced'),
  evidence: z.union([z.literal(''), httpUrl]).optional(),
  // Support
  support: z
    .array(z.enum(SUPPORT_VALUES), { error: SUPPORT_MESSAGE })
    .min(1, SUPPORT_MESSAGE)
    .refine((values) => new Set(values).size === values.length, 'Choose each type of support once.'),
  supportOtherText: optionalText(RECOVERY_LIMITS.otherText),
  discountNeed: z
    .number({ error: 'Enter a percentage from 0 to 100.' })
    .min(0, 'Enter a percentage from 0 to 100.')
    .max(100, 'Enter a percentage from 0 to 100.')
    .optional(),
  monthsNeeded: z
    .number({ error: 'Enter a number of months from 1 to 12.' })
    .int('Enter a number of months from 1 to 12.')
    .min(1, 'Enter a number of months from 1 to 12.')
    .max(12, 'Enter a number of months from 1 to 12.')
    .optional(),
  continuityPlan: optionalText(RECOVERY_LIMITS.longText),
  // Compliance and signature
  consentData: z.literal(true, { error: CONSENT_MESSAGE }),
  authOfficer: z.literal(true, { error: CONSENT_MESSAGE }),
  sigName: required('the authorized name', RECOVERY_LIMITS.shortText),
  sigDate: isoDate,
})

export type RecoveryApplicationInput = z.input<typeof recoveryApplicationSchema>
export type RecoveryApplicationData = z.output<typeof recoveryApplicationSchema>
