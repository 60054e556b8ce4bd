import * as z from '../zod'
import { LIMITS } from '../limits'
import type { FormMessages } from '../messages'
import { COUNTRIES } from '../options'
import { FORM_NAMES } from '../definitions'

/*
 * The fields of a form a marketer builds in the CMS (the `forms` collection), as the site reads
 * them: one plain list both the browser and the server check a submission against, with the same
 * messages as the code-defined forms. Nothing here reads Payload; the server turns a stored form
 * into this shape (builtInputs), and the page hands the same list to the browser.
 */

/** The kinds a marketer can add: each an input, except `message` (text shown between them). */
export const BUILT_FIELD_KINDS = ['text', 'email', 'textarea', 'select', 'checkbox', 'number', 'country', 'message'] as const
export type BuiltFieldKind = (typeof BUILT_FIELD_KINDS)[number]
export type BuiltInputKind = Exclude<BuiltFieldKind, 'message'>

export type BuiltOption = { value: string; label: string }

/** One input of a built form, in the language the page shows. */
export type BuiltInput = {
  kind: BuiltInputKind
  name: string
  label: string
  required: boolean
  options?: BuiltOption[]
  /** Share of the row, in per cent (the CMS's "width"); a full row when none. */
  width?: number
  defaultValue?: string | number | boolean
}

/** Lengths a built form's answers may have: a line, or a message. */
export const BUILT_LIMITS = { text: 500, textarea: LIMITS.message, number: 1e12 } as const

/** A form's name: the `type` of its leads in the webhook and HubSpot, its name in the dashboard and the CSV. */
export const BUILT_FORM_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A field's name: the key of its value in the webhook's `data`. */
export const BUILT_FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_-]*$/
/** Names the forms' door keeps for itself (the honeypot and the source). */
export const RESERVED_FIELD_NAMES = ['website', 'source'] as const

/** Why a form name cannot be used, or null when it can (uniqueness is the database's to check). */
export function builtFormNameProblem(name: string): string | null {
  if (!BUILT_FORM_NAME.test(name)) return 'Use lowercase letters, digits and single dashes, e.g. "webinar-registration".'
  if ((FORM_NAMES as string[]).includes(name)) return `"${name}" is the name of one of the site's own forms; choose another.`
  if (name.length > 60) return 'Use at most 60 characters.'
  return null
}

/** Why a list of field names cannot be used, or null. */
export function builtFieldNamesProblem(names: string[]): string | null {
  const seen = new Set<string>()
  for (const name of names) {
    if (!BUILT_FIELD_NAME.test(name)) return `"${name}": a field's name starts with a letter and holds letters, digits, "-" and "_" only.`
    if ((RESERVED_FIELD_NAMES as readonly string[]).includes(name)) return `"${name}" is kept for the site's spam check; choose another name.`
    if (seen.has(name)) return `Two fields are named "${name}"; each needs its own name.`
    seen.add(name)
  }
  return null
}

/** The options of a field: its own, or the site's countries for a country field. */
export const optionsOf = (input: Pick<BuiltInput, 'kind' | 'options'>): BuiltOption[] =>
  input.kind === 'country' ? COUNTRIES.map(({ value, label }) => ({ value, label })) : (input.options ?? [])

type Validation = FormMessages['validation']

const size = (v: Validation, max: number) => max.toLocaleString(v.numberFormat)

/** Text of at most `max` characters, trimmed; required or empty. */
function textCheck(input: BuiltInput, v: Validation, max: number) {
  const text = z.string({ error: v.mustBeText(input.label) }).check(z.trim(), z.maxLength(max, v.tooLong(input.label, size(v, max))))
  return input.required ? text.check(z.minLength(1, v.required(input.label))) : z.optional(text)
}

function emailCheck(input: BuiltInput, v: Validation) {
  const address = z.string({ error: input.required ? v.required(input.label) : v.emailInvalid }).check(z.trim(), z.maxLength(LIMITS.email, v.emailTooLong(LIMITS.email)))
  if (input.required) return z.pipe(address.check(z.minLength(1, v.required(input.label))), z.email(v.emailInvalid))
  return z.optional(z.pipe(address, z.union([z.literal(''), z.email(v.emailInvalid)])))
}

function optionCheck(input: BuiltInput, v: Validation) {
  const ids = optionsOf(input).map((option) => option.value)
  const choice = z.string({ error: v.chooseOption(input.label) }).check(
    z.refine((value) => ids.includes(value) || (!input.required && value === ''), v.chooseOption(input.label)),
  )
  return input.required ? choice : z.optional(choice)
}

function numberCheck(input: BuiltInput, v: Validation) {
  const max = BUILT_LIMITS.number
  const number = z
    .number({ error: input.required ? v.required(input.label) : v.mustBeNumber(input.label) })
    .check(z.minimum(-max, v.tooLarge(input.label)), z.maximum(max, v.tooLarge(input.label)))
  return input.required ? number : z.optional(number)
}

// A box JSON leaves out is not ticked; a required one must be.
function tickCheck(input: BuiltInput, v: Validation) {
  const tick = z._default(z.boolean({ error: v.mustTick(input.label) }), false)
  return input.required ? tick.check(z.refine((ticked) => ticked === true, v.mustTick(input.label))) : tick
}

function checkOf(input: BuiltInput, v: Validation): z.ZodMiniType {
  switch (input.kind) {
    case 'text':
      return textCheck(input, v, BUILT_LIMITS.text)
    case 'textarea':
      return textCheck(input, v, BUILT_LIMITS.textarea)
    case 'email':
      return emailCheck(input, v)
    case 'select':
    case 'country':
      return optionCheck(input, v)
    case 'number':
      return numberCheck(input, v)
    case 'checkbox':
      return tickCheck(input, v)
  }
}

/** The schema of a built form in one language: each input's check, and nothing else kept. */
export function builtFormSchema(inputs: readonly BuiltInput[], v: Validation) {
  return z.object(Object.fromEntries(inputs.map((input) => [input.name, checkOf(input, v)])))
}

/** What an HTML form sends as text that JSON would type: number boxes and single checkboxes. */
export function builtFieldKinds(inputs: readonly BuiltInput[]) {
  return {
    numbers: inputs.filter((input) => input.kind === 'number').map((input) => input.name),
    lists: [] as string[],
    flags: inputs.filter((input) => input.kind === 'checkbox').map((input) => input.name),
  }
}

/** One answer as it is stored: the field, its kind, the label it was sent with, and its value as text. */
export type SubmittedRow = { field: string; kind: BuiltInputKind; label: string; value: string }

const asText = (input: BuiltInput, value: unknown): string => {
  if (input.kind === 'checkbox') return value === true ? 'true' : 'false'
  if (value === undefined || value === null) return ''
  return String(value)
}

/** A parsed submission as stored rows, labels as the visitor saw them; empty answers are kept empty. */
export function submittedRows(inputs: readonly BuiltInput[], data: Record<string, unknown>): SubmittedRow[] {
  return inputs.map((input) => ({ field: input.name, kind: input.kind, label: input.label, value: asText(input, data[input.name]) }))
}

/** A stored row's value typed again, for the webhook's `data`: numbers as numbers, ticks as booleans. */
export function rowValue(row: Pick<SubmittedRow, 'kind' | 'value'>): string | number | boolean {
  if (row.kind === 'checkbox') return row.value === 'true'
  if (row.kind === 'number' && row.value !== '') return Number(row.value)
  return row.value
}

/** A row as staff read it: an option's label for its id, "Yes"/"No" for a tick. */
export function rowDisplay(row: Pick<SubmittedRow, 'kind' | 'value'> & { options?: BuiltOption[] }): string {
  if (row.kind === 'checkbox') return row.value === 'true' ? 'Yes' : 'No'
  if (row.kind === 'country') return COUNTRIES.find((country) => country.value === row.value)?.label ?? row.value
  return row.options?.find((option) => option.value === row.value)?.label ?? row.value
}
