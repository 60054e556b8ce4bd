import * as z from './zod'
import { byLocale, type Locale } from '@/lib/i18n/locales'
import { RECOVERY_LIMITS } from './limits'
import { formMessages, type FormMessages } from './messages'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_VALUES,
} from './recoveryOptions'

export { RECOVERY_LIMITS }

type Validation = FormMessages['recovery']['validation']

/** The recovery application's schema with its messages in one language (same shape in each). */
function buildRecoverySchema(v: Validation) {
  const w = v.what
  const required = (what: string, max: number) =>
    z
      .string({ error: v.enter(what) })
      .check(z.trim(), z.minLength(1, v.enter(what)), z.maxLength(max, v.tooLong(max)))

  const optionalText = (max: number) =>
    z.optional(z.string().check(z.trim(), z.maxLength(max, v.tooLong(max))))

  const count = (what: string) =>
    z
      .number({ error: v.wholeNumber(what) })
      .check(
        z.int(v.wholeNumber(what)),
        z.minimum(0, v.negative(what)),
        z.maximum(
          RECOVERY_LIMITS.count,
          v.atMost(what, RECOVERY_LIMITS.count.toLocaleString(v.numberFormat)),
        ),
      )

  const isoDate = z.iso.date({ error: v.date })

  const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
    z.enum(values, { error: v.choose(what) })

  const httpUrl = z
    .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: v.link })
    .check(z.maxLength(RECOVERY_LIMITS.url, v.tooLong(RECOVERY_LIMITS.url)))

  /** The recovery application as submitted, parsed in the browser and again on the server. */
  return z
    .object({
      // School information
      schoolName: required(w.schoolName, RECOVERY_LIMITS.shortText),
      schoolType: choice(SCHOOL_TYPES, w.schoolType),
      educationLevel: choice(EDUCATION_LEVELS, w.educationLevel),
      address: optionalText(RECOVERY_LIMITS.address),
      enrol: count(w.enrol),
      staff: count(w.staff),
      isExistingCustomer: z._default(z.boolean(), false),
      // Contact
      contactName: required(w.contactName, RECOVERY_LIMITS.shortText),
      role: required(w.role, RECOVERY_LIMITS.shortText),
      email: z
        .email({ error: v.email })
        .check(z.maxLength(RECOVERY_LIMITS.email, v.tooLong(RECOVERY_LIMITS.email))),
      phone: required(w.phone, RECOVERY_LIMITS.phone),
      // Impact
      operationalStatus: choice(OPERATIONAL_STATUSES, w.operationalStatus),
      reopenDate: z.optional(z.union([z.literal(''), isoDate])),
      damageLevel: choice(DAMAGE_LEVELS, w.damageLevel),
      damageDesc: required(w.damageDesc, RECOVERY_LIMITS.longText),
      studentsDisplaced: count(w.studentsDisplaced),
      staffDisplaced: count(w.staffDisplaced),
      evidence: z.optional(z.union([z.literal(''), httpUrl])),
      // Support
      support: z.array(z.enum(SUPPORT_VALUES), { error: v.support }).check(
        z.minLength(1, v.support),
        z.refine((values) => new Set(values).size === values.length, v.supportOnce),
      ),
      supportOtherText: optionalText(RECOVERY_LIMITS.otherText),
      discountNeed: z.optional(
        z
          .number({ error: v.percentage })
          .check(z.minimum(0, v.percentage), z.maximum(100, v.percentage)),
      ),
      monthsNeeded: z.optional(
        z
          .number({ error: v.months })
          .check(z.int(v.months), z.minimum(1, v.months), z.maximum(12, v.months)),
      ),
      continuityPlan: optionalText(RECOVERY_LIMITS.longText),
      // Compliance and signature
      consentData: z.literal(true, { error: v.consent }),
      authOfficer: z.literal(true, { error: v.consent }),
      sigName: required(w.sigName, RECOVERY_LIMITS.shortText),
      sigDate: isoDate,
    })
    .check(
      // The "other" box is shown for "other" support only, and then it says what that support is.
      z.refine(
        (application) =>
          !application.support.includes('other') || Boolean(application.supportOtherText),
        {
          error: v.otherText,
          path: ['supportOtherText'],
          when: ({ value }) => isOtherUnexplained(value),
        },
      ),
    )
}

/** Whether an application (as sent, still unparsed) ticks "other" support and leaves its box empty. */
function isOtherUnexplained(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { support, supportOtherText } = value as { support?: unknown; supportOtherText?: unknown }
  return (
    Array.isArray(support) &&
    support.includes('other') &&
    !(typeof supportOtherText === 'string' && supportOtherText.trim())
  )
}

const built = byLocale((locale) => buildRecoverySchema(formMessages(locale).recovery.validation))

/** The recovery schema whose messages speak `locale`. */
export const recoverySchema = (locale: Locale) => built[locale]
export const recoveryApplicationSchema = built.en

export type RecoveryApplicationInput = z.input<typeof recoveryApplicationSchema>
export type RecoveryApplicationData = z.output<typeof recoveryApplicationSchema>
