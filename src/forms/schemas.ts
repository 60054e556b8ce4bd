import { z } from './zod'
import {
  COUNTRY_IDS,
  DEMO_ROLE_IDS,
  ORGANIZATION_TYPE_IDS,
  PROFESSIONAL_SERVICE_IDS,
  QUOTE_FEATURE_IDS,
  TIMELINE_IDS,
} from './options'

/**
 * The public forms' rules (SPEC §3 fields, §5 rules), shared by the browser (react-hook-form's
 * zod resolver) and the server (/api/forms/*). Text is trimmed; lengths are capped so that no
 * submission can grow without bound.
 */
export const LIMITS = { name: 100, email: 254, phone: 40, organization: 200, subject: 200, message: 5_000, count: 10_000_000 }

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .optional()

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Enter a valid email address'))

const choice = <Ids extends [string, ...string[]]>(values: Ids, message: string) => z.enum(values, { error: message })

const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(LIMITS.count, `${label} is too large`)

/** A list of ids from `values`, each kept once. */
const idList = <Ids extends [string, ...string[]]>(values: Ids, message: string) =>
  z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length)
    .transform((list) => [...new Set(list)])

export const newsletterSchema = z.object({
  email,
})

export const demoRequestSchema = z.object({
  firstName: requiredText('First name', LIMITS.name),
  lastName: requiredText('Last name', LIMITS.name),
  email,
  phone: optionalText('Phone', LIMITS.phone),
  organization: requiredText('Organization', LIMITS.organization),
  role: choice(DEMO_ROLE_IDS, 'Select your role'),
  country: choice(COUNTRY_IDS, 'Select your country'),
  message: optionalText('Message', LIMITS.message),
})

export const quoteRequestSchema = z.object({
  firstName: requiredText('First name', LIMITS.name),
  lastName: requiredText('Last name', LIMITS.name),
  email,
  phone: requiredText('Phone', LIMITS.phone),
  jobTitle: requiredText('Job title', LIMITS.name),
  organization: requiredText('Organization', LIMITS.organization),
  organizationType: choice(ORGANIZATION_TYPE_IDS, 'Select your organization type'),
  country: choice(COUNTRY_IDS, 'Select your country'),
  numberOfStudents: count('Number of students'),
  numberOfTeachers: count('Number of teachers'),
  numberOfSchools: count('Number of schools').default(1),
  features: idList(QUOTE_FEATURE_IDS, 'Select features from the list').refine((list) => list.length > 0, {
    message: 'Select at least one feature',
  }),
  professionalServices: idList(PROFESSIONAL_SERVICE_IDS, 'Select services from the list').default([]),
  timeline: choice(TIMELINE_IDS, 'Select your timeline'),
  additionalInfo: optionalText('Additional information', LIMITS.message),
})

export const contactSchema = z.object({
  name: requiredText('Name', LIMITS.name),
  email,
  subject: requiredText('Subject', LIMITS.subject),
  message: requiredText('Message', LIMITS.message),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>
export type DemoRequestInput = z.input<typeof demoRequestSchema>
export type DemoRequest = z.output<typeof demoRequestSchema>
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>

// The recovery application's schema lives beside its options and limits; shared from here too.
export { recoveryApplicationSchema, type RecoveryApplicationData, type RecoveryApplicationInput } from './recoverySchema'
