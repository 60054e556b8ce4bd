import { z } from './zod'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { formMessages, type FormMessages } from './messages'
import { en } from './messages/en'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_VALUES,
} from './recoveryOptions'

/** SPEC §8: the two submit checks of the recovery form, shown as "Validation Error" toasts. */
export const CONSENT_MESSAGE = en.recovery.validation.consent
export const SUPPORT_MESSAGE = en.recovery.validation.support

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

type Validation = FormMessages['recovery']['validation']

/** The recovery application's schema with its messages in one language (same shape in each). */
function buildRecoverySchema(v: Validation) {
  const w = v.what
  const required = (what: string, max: number) =>
    z
      .string({ error: v.enter(what) })
      .trim()
      .min(1, v.enter(what))
      .max(max, v.tooLong(max))

  const optionalText = (max: number) => z.string().trim().max(max, v.tooLong(max)).optional()

  const count = (what: string) =>
    z
      .number({ error: v.wholeNumber(what) })
      .int(v.wholeNumber(what))
      .min(0, v.negative(what))
      .max(RECOVERY_LIMITS.count, v.atMost(what, RECOVERY_LIMITS.count.toLocaleString(v.numberFormat)))

  const isoDate = z.iso.date({ error: v.date })

  const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, { error: v.choose(what) })

  const httpUrl = z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: v.link })
    .max(RECOVERY_LIMITS.url, v.tooLong(RECOVERY_LIMITS.url))

  /** The recovery application as submitted (SPEC §3), parsed in the browser and again on the server. */
  return z.object({
    // School information
    schoolName: required(w.schoolName, RECOVERY_LIMITS.shortText),
    schoolType: choice(SCHOOL_TYPES, w.schoolType),
    educationLevel: choice(EDUCATION_LEVELS, w.educationLevel),
    address: optionalText(RECOVERY_LIMITS.address),
    enrol: count(w.enrol),
    staff: count(w.staff),
    isExistingCustomer: z.boolean().default(false),
    // Contact
    contactName: required(w.contactName, RECOVERY_LIMITS.shortText),
    role: required(w.role, RECOVERY_LIMITS.shortText),
    email: z.email({ error: v.email }).max(RECOVERY_LIMITS.email, v.tooLong(RECOVERY_LIMITS.email)),
    phone: required(w.phone, RECOVERY_LIMITS.phone),
    // Impact
    operationalStatus: choice(OPERATIONAL_STATUSES, w.operationalStatus),
    reopenDate: z.union([z.literal(''), isoDate]).optional(),
    damageLevel: choice(DAMAGE_LEVELS, w.damageLevel),
    damageDesc: required(w.damageDesc, RECOVERY_LIMITS.longText),
    studentsDisplaced: count(w.studentsDisplaced),
    staffDisplaced: count(w.staffDisplaced),
    evidence: z.union([z.literal(''), httpUrl]).optional(),
    // Support
    support: z
      .array(z.enum(SUPPORT_VALUES), { error: v.support })
      .min(1, v.support)
      .refine((values) => new Set(values).size === values.length, v.supportOnce),
    supportOtherText: optionalText(RECOVERY_LIMITS.otherText),
    discountNeed: z.number({ error: v.percentage }).min(0, v.percentage).max(100, v.percentage).optional(),
    monthsNeeded: z.number({ error: v.months }).int(v.months).min(1, v.months).max(12, v.months).optional(),
    continuityPlan: optionalText(RECOVERY_LIMITS.longText),
    // Compliance and signature
    consentData: z.literal(true, { error: v.consent }),
    authOfficer: z.literal(true, { error: v.consent }),
    sigName: required(w.sigName, RECOVERY_LIMITS.shortText),
    sigDate: isoDate,
  })
}

const built = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildRecoverySchema(formMessages(locale).recovery.validation)]),
) as Record<Locale, ReturnType<typeof buildRecoverySchema>>

/** The recovery schema whose messages speak `locale`. */
export const recoverySchema = (locale: Locale) => built[locale]
export const recoveryApplicationSchema = built.en

export type RecoveryApplicationInput = z.input<typeof recoveryApplicationSchema>
export type RecoveryApplicationData = z.output<typeof recoveryApplicationSchema>
