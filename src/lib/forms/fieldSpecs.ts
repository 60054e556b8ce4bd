import type { CollectionSlug } from 'payload'
import * as z from './zod'
import { isOwnPath } from '@/lib/safeReturnPath'
import { LIMITS } from './limits'
import type { FormMessages } from './messages'

/*
 * A form's fields, each declared once: how its value travels in an HTML form (its kind), how
 * staff see it (a label, and the options' labels), the column that stores it, and its check with
 * messages in the visitor's language. The schema, the no-script path, the lead body and the
 * notification are all read from these declarations (./defineForm.ts).
 */

type Validation = FormMessages['validation']
type Option = { readonly value: string; readonly label: string }
type Ids<Options extends readonly Option[]> = [
  Options[number]['value'],
  ...Options[number]['value'][],
]

/**
 * How a value travels: `number` boxes send text, `list` checkbox groups repeat their name, a
 * `flag` checkbox is sent only when ticked, `page` is the hidden path a form was sent from, a
 * `record` is the hidden id of what the page is about (it travels as a number).
 */
export type FieldKind =
  'text' | 'email' | 'select' | 'number' | 'list' | 'flag' | 'date' | 'page' | 'record'

/** A word of the forms' catalogue (./messages), picked in the visitor's language on the server. */
export type Words = (t: FormMessages) => string

/** How the visitor sees the field (src/forms/DefinedForm.client.tsx or OptInForm.client.tsx draws it, ./drawForm.ts reads it). */
export type InputSpec = {
  label: Words
  autoComplete?: string
  /** A text box's input type where its kind does not say it. */
  type?: 'tel' | 'url'
  /** Drawn as a text area of this many rows, and stored as one. */
  rows?: number
  /** A select's empty first choice, or an opt-in sign-up's example in its box. */
  placeholder?: Words
  /** A line under the field (under the legend of a checkbox group). */
  hint?: Words
  /** The options' labels in the visitor's language, by id. */
  optionLabels?: (t: FormMessages) => Readonly<Record<string, string>>
  /** What the browser allows, besides the schema: a text's length, a number's range and step (a column keeps the length and range). */
  maxLength?: number
  min?: number
  max?: number
  step?: number
  /** As wide as the section (two columns from a tablet's width up). */
  wide?: true
  /** Drawn once the list `field` has `value` ticked (and always before the page's scripts run). */
  showWhen?: { field: string; value: string }
}

/** What the stored column adds to what the field's kind and check say (collections/fields/formColumns.ts). */
export type ColumnSpec = {
  /** Indexed; `false` leaves an email's column, indexed by default, without one. */
  index?: boolean
  unique?: true
  relationTo?: CollectionSlug
  /** A tick kept as evidence of consent: staff read it and never change it, and the column is not required. */
  evidence?: true
  /** The CMS's arrows move a number by this much. */
  step?: number
}

export type FieldSpec = {
  kind: FieldKind
  /** The field's name for staff (notification, leads, the CMS): none for fields staff never read. */
  staff?: string
  options?: readonly Option[]
  /** The stored column, when it is not the field's own name. */
  stored?: string
  /** A submission needs it: the column is required, and the field is drawn with its mark. */
  required?: boolean
  /** A number's value when none is given: the schema's default, the column's and the form's first value. */
  fallback?: number
  input?: InputSpec
  column?: ColumnSpec
}

/** A field with its check: the schema is made of these. */
export type CheckedField<Check extends z.ZodMiniType = z.ZodMiniType> = FieldSpec & {
  check: (v: Validation) => Check
}

type FieldLabel = keyof Validation['fields']
type ChoiceMessage = {
  [Key in keyof Validation]: Validation[Key] extends string ? Key : never
}[keyof Validation]

const ids = <Options extends readonly Option[]>(options: Options) =>
  options.map((option) => option.value) as Ids<Options>
const size = (v: Validation, max: number) => max.toLocaleString(v.numberFormat)

export function requiredText({
  staff,
  label,
  max,
}: {
  staff: string
  label: FieldLabel
  max: number
}) {
  return {
    kind: 'text' as const,
    staff,
    required: true,
    check: (v: Validation) =>
      z
        .string({ error: v.required(v.fields[label]) })
        .check(
          z.trim(),
          z.minLength(1, v.required(v.fields[label])),
          z.maxLength(max, v.tooLong(v.fields[label], size(v, max))),
        ),
  }
}

export function optionalText({
  staff,
  label,
  max,
}: {
  staff: string
  label: FieldLabel
  max: number
}) {
  return {
    kind: 'text' as const,
    staff,
    required: false,
    check: (v: Validation) =>
      z.optional(
        z
          .string({ error: v.mustBeText(v.fields[label]) })
          .check(z.trim(), z.maxLength(max, v.tooLong(v.fields[label], size(v, max)))),
      ),
  }
}

export function email() {
  return {
    kind: 'email' as const,
    staff: 'Email',
    required: true,
    check: (v: Validation) =>
      z.pipe(
        z
          .string({ error: v.emailRequired })
          .check(
            z.trim(),
            z.minLength(1, v.emailRequired),
            z.maxLength(LIMITS.email, v.emailTooLong(LIMITS.email)),
          ),
        z.email(v.emailInvalid),
      ),
  }
}

/** One of the options' ids. */
export function select<Options extends readonly Option[]>({
  staff,
  options,
  message,
}: {
  staff: string
  options: Options
  message: ChoiceMessage
}) {
  return {
    kind: 'select' as const,
    staff,
    options,
    required: true,
    check: (v: Validation) => z.enum(ids(options), { error: v[message] }),
  }
}

/** A whole number from 1 up. */
export function count({ staff, label }: { staff: string; label: FieldLabel }) {
  return {
    kind: 'number' as const,
    staff,
    required: true,
    check: (v: Validation) => countCheck(v, label),
  }
}

/** A whole number from 1 up, or `fallback` when none is given. */
export function countOr(fallback: number, { staff, label }: { staff: string; label: FieldLabel }) {
  return {
    kind: 'number' as const,
    staff,
    required: true,
    fallback,
    check: (v: Validation) => z._default(countCheck(v, label), fallback),
  }
}

function countCheck(v: Validation, label: FieldLabel) {
  const name = v.fields[label]
  return z
    .number({ error: v.mustBeNumber(name) })
    .check(
      z.int(v.wholeNumber(name)),
      z.minimum(1, v.atLeastOne(name)),
      z.maximum(LIMITS.count, v.tooLarge(name)),
    )
}

/** Ids from the options, each kept once. */
function idList<Options extends readonly Option[]>(options: Options, message: string) {
  return z.pipe(
    z
      .array(z.enum(ids(options), { error: message }), { error: message })
      .check(z.maxLength(options.length)),
    z.transform((list: Options[number]['value'][]) => [...new Set(list)]),
  )
}

/** Ticked options, at least one. */
export function choices<Options extends readonly Option[]>({
  staff,
  options,
  message,
  atLeastOne,
}: {
  staff: string
  options: Options
  message: ChoiceMessage
  atLeastOne: ChoiceMessage
}) {
  return {
    kind: 'list' as const,
    staff,
    options,
    required: true,
    check: (v: Validation) =>
      idList(options, v[message]).check(z.refine((list) => list.length > 0, v[atLeastOne])),
  }
}

/** Ticked options, or none. */
export function optionalChoices<Options extends readonly Option[]>({
  staff,
  options,
  message,
}: {
  staff: string
  options: Options
  message: ChoiceMessage
}) {
  return {
    kind: 'list' as const,
    staff,
    options,
    required: false,
    check: (v: Validation) => z._default(idList(options, v[message]), []),
  }
}

/**
 * The page a form was sent from (a hidden field the server renders): a path of this site, or
 * nothing. Anything else is dropped, never an error the visitor could not fix.
 */
export function pagePath() {
  return {
    kind: 'page' as const,
    check: () =>
      z.optional(
        z.pipe(
          z.string(),
          z.transform((value: string) =>
            value.length <= LIMITS.path && isOwnPath(value) ? value : undefined,
          ),
        ),
      ),
  }
}

/** A box that must be ticked to send the form (terms agreed to). */
export function ticked({ staff, message }: { staff: string; message: ChoiceMessage }) {
  return {
    kind: 'flag' as const,
    staff,
    required: true,
    check: (v: Validation) => z.literal(true, { error: v[message] }),
  }
}

/** The id of a record (of the collection `of`) the page chose, in a hidden field: a positive whole number. */
export function recordId({
  staff,
  message,
  of,
}: {
  staff: string
  message: ChoiceMessage
  of: CollectionSlug
}) {
  return {
    kind: 'record' as const,
    staff,
    required: true,
    column: { relationTo: of, index: true as const },
    check: (v: Validation) =>
      z.number({ error: v[message] }).check(z.int(v[message]), z.minimum(1, v[message])),
  }
}
