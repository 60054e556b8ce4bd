import { LIMITS } from '../limits'
import { COUNTRIES } from '../options'

/*
 * The fields of a form a marketer builds in the CMS (the `forms` collection), as the site reads
 * them: one plain list both the browser and the server work from. Nothing here reads Payload or
 * zod, so a page's first load carries none of it; the checks are in ./schema.ts, loaded on demand.
 * The server turns a stored form into this shape (builtInputs in src/forms/builtForms.ts).
 */

/** The kinds a marketer can add: each an input, except `message` (text shown between them). */
export const BUILT_FIELD_KINDS = [
  'text',
  'email',
  'textarea',
  'select',
  'checkbox',
  'number',
  'country',
  'message',
] as const
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
  /** A select's empty first choice, when the marketer wrote one. */
  placeholder?: string
  /** Share of the row, in per cent (the CMS's "width"); a full row when none. */
  width?: number
  defaultValue?: string | number | boolean
}

/** Lengths a built form's answers may have: a line, or a message. */
export const BUILT_LIMITS = { text: 500, textarea: LIMITS.message, number: 1e12 } as const

/** The options of a field: its own, or the site's countries for a country field. */
export const optionsOf = (input: Pick<BuiltInput, 'kind' | 'options'>): BuiltOption[] =>
  input.kind === 'country'
    ? COUNTRIES.map(({ value, label }) => ({ value, label }))
    : (input.options ?? [])

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
export function submittedRows(
  inputs: readonly BuiltInput[],
  data: Record<string, unknown>,
): SubmittedRow[] {
  return inputs.map((input) => ({
    field: input.name,
    kind: input.kind,
    label: input.label,
    value: asText(input, data[input.name]),
  }))
}

/** A stored row's value typed again, for the webhook's `data`: numbers as numbers, ticks as booleans. */
export function rowValue(row: Pick<SubmittedRow, 'kind' | 'value'>): string | number | boolean {
  if (row.kind === 'checkbox') return row.value === 'true'
  if (row.kind === 'number' && row.value !== '') return Number(row.value)
  return row.value
}

/** A row as staff read it: an option's label for its id, "Yes"/"No" for a tick. */
export function rowDisplay(
  row: Pick<SubmittedRow, 'kind' | 'value'> & { options?: BuiltOption[] },
): string {
  if (row.kind === 'checkbox') return row.value === 'true' ? 'Yes' : 'No'
  if (row.kind === 'country')
    return COUNTRIES.find((country) => country.value === row.value)?.label ?? row.value
  return row.options?.find((option) => option.value === row.value)?.label ?? row.value
}
