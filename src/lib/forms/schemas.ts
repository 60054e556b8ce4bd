import * as z from './zod'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { isOwnPath } from '@/lib/safeReturnPath'
import { LIMITS } from './limits'
import { formMessages, type FormMessages } from './messages'
import {
  COUNTRY_IDS,
  DEMO_ROLE_IDS,
  ORGANIZATION_TYPE_IDS,
  PROFESSIONAL_SERVICE_IDS,
  QUOTE_FEATURE_IDS,
  TIMELINE_IDS,
} from './options'

/*
 * The public forms' rules, shared by the browser (react-hook-form's zod resolver, loaded when a
 * form is reached for) and the server (/api/forms/*). Text is trimmed; lengths are capped
 * (./limits) so that no submission can grow without bound.
 */
export { LIMITS }

type Validation = FormMessages['validation']

/** The public forms' schemas with their messages in one language: one shape for every language. */
function buildSchemas(v: Validation) {
  const size = (max: number) => max.toLocaleString(v.numberFormat)
  const requiredText = (label: string, max: number) =>
    z.string({ error: v.required(label) }).check(z.trim(), z.minLength(1, v.required(label)), z.maxLength(max, v.tooLong(label, size(max))))

  const optionalText = (label: string, max: number) =>
    z.optional(z.string({ error: v.mustBeText(label) }).check(z.trim(), z.maxLength(max, v.tooLong(label, size(max)))))

  const email = z.pipe(
    z.string({ error: v.emailRequired }).check(z.trim(), z.minLength(1, v.emailRequired), z.maxLength(LIMITS.email, v.emailTooLong(LIMITS.email))),
    z.email(v.emailInvalid),
  )

  // The page a form was sent from (a hidden field the server renders): a path of this site, or
  // nothing. Anything else is dropped, never an error the visitor could not fix.
  const sitePath = z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string) => (value.length <= LIMITS.path && isOwnPath(value) ? value : undefined)),
    ),
  )

  const choice = <Ids extends [string, ...string[]]>(values: Ids, message: string) => z.enum(values, { error: message })

  const count = (label: string) =>
    z
      .number({ error: v.mustBeNumber(label) })
      .check(z.int(v.wholeNumber(label)), z.minimum(1, v.atLeastOne(label)), z.maximum(LIMITS.count, v.tooLarge(label)))

  /** A list of ids from `values`, each kept once. */
  const idList = <Ids extends [string, ...string[]]>(values: Ids, message: string) =>
    z.pipe(
      z.array(z.enum(values, { error: message }), { error: message }).check(z.maxLength(values.length)),
      z.transform((list: Ids[number][]) => [...new Set(list)]),
    )

  const f = v.fields
  return {
    newsletter: z.object({ email, page: sitePath }),
    demoRequest: z.object({
      firstName: requiredText(f.firstName, LIMITS.name),
      lastName: requiredText(f.lastName, LIMITS.name),
      email,
      phone: optionalText(f.phone, LIMITS.phone),
      organization: requiredText(f.organization, LIMITS.organization),
      role: choice(DEMO_ROLE_IDS, v.selectRole),
      country: choice(COUNTRY_IDS, v.selectCountry),
      message: optionalText(f.message, LIMITS.message),
    }),
    quoteRequest: z.object({
      firstName: requiredText(f.firstName, LIMITS.name),
      lastName: requiredText(f.lastName, LIMITS.name),
      email,
      phone: requiredText(f.phone, LIMITS.phone),
      jobTitle: requiredText(f.jobTitle, LIMITS.name),
      organization: requiredText(f.organization, LIMITS.organization),
      organizationType: choice(ORGANIZATION_TYPE_IDS, v.selectOrganizationType),
      country: choice(COUNTRY_IDS, v.selectCountry),
      numberOfStudents: count(f.numberOfStudents),
      numberOfTeachers: count(f.numberOfTeachers),
      numberOfSchools: z._default(count(f.numberOfSchools), 1),
      features: idList(QUOTE_FEATURE_IDS, v.featuresFromList).check(z.refine((list) => list.length > 0, v.atLeastOneFeature)),
      professionalServices: z._default(idList(PROFESSIONAL_SERVICE_IDS, v.servicesFromList), []),
      timeline: choice(TIMELINE_IDS, v.selectTimeline),
      additionalInfo: optionalText(f.additionalInfo, LIMITS.message),
    }),
    contact: z.object({
      name: requiredText(f.name, LIMITS.name),
      email,
      subject: requiredText(f.subject, LIMITS.subject),
      message: requiredText(f.message, LIMITS.message),
    }),
  }
}

const built = Object.fromEntries(LOCALES.map((locale) => [locale, buildSchemas(formMessages(locale).validation)])) as Record<
  Locale,
  ReturnType<typeof buildSchemas>
>

/** The schemas whose messages speak `locale`; the browser and the server pick the same one. */
export const formSchemas = (locale: Locale) => built[locale]

export const newsletterSchema = built.en.newsletter
export const demoRequestSchema = built.en.demoRequest
export const quoteRequestSchema = built.en.quoteRequest
export const contactSchema = built.en.contact

export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>
export type DemoRequestInput = z.input<typeof demoRequestSchema>
export type DemoRequest = z.output<typeof demoRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
