import type { CollectionSlug } from 'payload'
import type { SiteSetting } from '@/payload-types'
import { byLocale, type Locale } from '@/lib/i18n/locales'
import * as z from './zod'
import { formMessages, type FormMessages } from './messages'
import type { CheckedField, FieldSpec, Words } from './fieldSpecs'
import { labelOf } from './options'

/*
 * A form, declared once: its name, its fields, where it is stored, how staff see it in the leads
 * dashboard and in its notification. The browser's checks, the server's schema, the no-script
 * path, the lead body, the dashboard's labels and the notification all read it.
 */

export type NotificationSpec<Data> = {
  subject: (data: Data) => string
  heading: (data: Data) => string
  /** The visitor's address answers the email. */
  replyTo?: boolean
  /** Site settings may route it by the submitted `country`. */
  byCountry?: boolean
}

type Toast = { title: string; description: string }

/**
 * Where the fields stand, in order: alone, in a row of two or three (`columns` when the row
 * wraps), in a titled section, or grouped closer together. The form and the CMS's edit view both
 * follow it (a row in the form is a row there too).
 */
export type Layout<Name extends string = string> =
  | Name
  /** An empty cell, ending a row on wide screens. */
  | { gap: true }
  | { row: readonly Name[]; columns?: 2 | 3 }
  | { section: Words; items: readonly Layout<Name>[] }
  | { group: readonly Name[] }

/** How a form drawn from its definition looks and answers (src/forms/DefinedForm.client.tsx). */
export type Drawing<Name extends string = string> = {
  /** The form's accessible name. */
  label: Words
  submit: Words
  /** What the send button says while the form is on its way, and the outbox's "Send now" (`outboxBusy`, when it differs). */
  busy: keyof FormMessages['busy']
  outboxBusy?: keyof FormMessages['busy']
  success: (t: FormMessages) => Toast
  /** What replaces the form once sent: the thank-you, the request's receipt, or the same form, cleared, saying it was sent. */
  after: { thankYou: Words } | { received: Words } | 'cleared'
  layout: readonly Layout<Name>[]
  /** A wider gap between the form's parts (a form in sections). */
  roomy?: true
  /** The toast of a submission with a choice left empty. */
  missingChoice?: (t: FormMessages) => Toast
  /** The send button waits for a tick in this list, and says why. */
  sendNeeds?: { field: Name; note: Words }
}

/** Where an opt-in sign-up's one field stands: on one line, then the button. */
export type OptInLayout<Name extends string = string> = { line: Name }

/**
 * How a form drawn as an opt-in list's small sign-up looks (src/forms/OptInForm.client.tsx, on
 * every page, without the other forms' library): one field beside its button, and a `page` field
 * sent as the page's hidden path.
 */
export type OptInDrawing<Name extends string = string> = {
  /** The form's accessible name. */
  label: Words
  submit: Words
  /** What the button says while the form is on its way, and its accessible name then. */
  busy: keyof FormMessages['busy']
  busyName: Words
  success: (t: FormMessages) => Toast
  layout: OptInLayout<Name>
}

/** How staff find submissions in the CMS's list: the title, the columns shown (then status and date) and those searched. */
export type StaffList<Name extends string = string> = {
  title: Name
  columns: readonly Name[]
  search: readonly Name[]
}

/** A tab of the CMS's edit view: its label for staff and the fields whose columns it shows. */
export type EditTab<Name extends string = string> = { label: string; fields: readonly Name[] }

export type FormDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> = {
  name: string
  collection: CollectionSlug
  /** How the leads dashboard names the form, and its colour in the chart (Okabe–Ito, for colour-blind readers). */
  dashboard: { label: string; colour: string }
  /** The title of the note a lead leaves on the HubSpot contact's timeline. */
  crmTitle: string
  /** The Site settings inbox that takes its notifications when no route matches. */
  inbox: keyof NonNullable<SiteSetting['inboxes']>
  fields: Record<string, FieldSpec>
  schema: (locale: Locale) => Schema
  /** The words the server hands a hand-drawn form's component, picked from a language's catalogue (./messages). */
  words?: (t: FormMessages) => object
  /** How the form is drawn, for a form drawn from its definition. */
  draw?: Drawing
  /** How the form is drawn, for a form drawn as an opt-in list's sign-up. */
  optIn?: OptInDrawing
  /** Where the fields stand, for a form whose component draws the rest by hand (the recovery application). */
  layout?: readonly Layout[]
  /** How staff find its submissions in the CMS (collections/fields/formColumns.ts). */
  staffList?: StaffList
  /** The CMS edit view's tabs, each with its fields' columns in order, for a collection whose staff keep their own columns beside them. */
  editTabs?: readonly EditTab[]
  /** A stored column the lead body sends first (the recovery application's case ID). */
  reference?: string
  /** Kept past the retention period under a rule of its own (src/lib/privacy/retention.ts); other forms' submissions are deleted then. */
  ownRetention?: true
  /** False for a form the form block cannot place: the page that shows it gives it what it needs (a document's id). */
  placeable?: false
  notification?: NotificationSpec<z.output<Schema>>
}

type Validation = FormMessages['validation']
type CheckedFields = Record<string, CheckedField>
export type SchemaOf<Fields extends CheckedFields> = z.ZodMiniObject<{
  [Name in keyof Fields]: ReturnType<Fields[Name]['check']>
}>

function schemaOf<Fields extends CheckedFields>(fields: Fields, v: Validation): SchemaOf<Fields> {
  return z.object(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.check(v)])),
  ) as SchemaOf<Fields>
}

/** A form whose schema is its fields' checks, in each language. */
export function defineForm<
  const Fields extends CheckedFields,
  const Name extends string,
  const Collection extends CollectionSlug,
>(
  spec: Omit<
    FormDefinition,
    | 'name'
    | 'collection'
    | 'fields'
    | 'schema'
    | 'words'
    | 'draw'
    | 'optIn'
    | 'staffList'
    | 'notification'
  > & {
    name: Name
    collection: Collection
    fields: Fields
    draw?: Drawing<keyof Fields & string>
    optIn?: OptInDrawing<keyof Fields & string>
    staffList: StaffList<keyof Fields & string>
    notification?: NotificationSpec<z.output<SchemaOf<Fields>>>
  },
): FormDefinition<SchemaOf<Fields>> & {
  name: Name
  collection: Collection
  fields: Fields
  staffList: StaffList<keyof Fields & string>
} {
  const built = byLocale((locale) => schemaOf(spec.fields, formMessages(locale).validation))
  return { ...spec, schema: (locale) => built[locale] }
}

const namesOfKind = (definition: Pick<FormDefinition, 'fields'>, ...kinds: FieldSpec['kind'][]) =>
  Object.entries(definition.fields)
    .filter(([, field]) => kinds.includes(field.kind))
    .map(([name]) => name)

/** What an HTML form sends as text that JSON would type: its numbers (a record's id is one), checkbox groups and single boxes. */
export function fieldKindsOf(definition: Pick<FormDefinition, 'fields'>) {
  return {
    numbers: namesOfKind(definition, 'number', 'record'),
    lists: namesOfKind(definition, 'list'),
    flags: namesOfKind(definition, 'flag'),
  }
}

/** The fields a layout places, in order. */
export function laidOut<Name extends string>(layout: readonly Layout<Name>[]): Name[] {
  return layout.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : 'gap' in item
        ? []
        : 'row' in item
          ? [...item.row]
          : 'group' in item
            ? [...item.group]
            : laidOut(item.items),
  )
}

// Calendar days are stored at noon UTC, so no time zone shows them as the day before.
const storedDay = (day: string) => `${day}T12:00:00.000Z`

/** A parsed submission under its stored columns: empty answers are null, days are stored at noon UTC. */
export function storedFields(
  definition: Pick<FormDefinition, 'fields'>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const stored: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = data[name]
    const column = field.stored ?? name
    if (value === undefined || value === '') stored[column] = null
    else
      stored[column] = field.kind === 'date' && typeof value === 'string' ? storedDay(value) : value
  }
  return stored
}

/** A stored submission under the names its form sends (empty ones left out): the lead body's `data`. */
export function sentFields(
  definition: Pick<FormDefinition, 'fields' | 'reference'>,
  doc: object,
): Record<string, unknown> {
  const stored = doc as Record<string, unknown>
  const sent: Record<string, unknown> = {}
  if (definition.reference && stored[definition.reference])
    sent[definition.reference] = stored[definition.reference]
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = stored[field.stored ?? name]
    if (value === null || value === undefined) continue
    sent[name] = field.kind === 'date' && typeof value === 'string' ? value.slice(0, 10) : value
  }
  return sent
}

/** The submission as staff read it in an email: each field staff see, options by their labels. */
export function staffRows(
  definition: Pick<FormDefinition, 'fields'>,
  data: Record<string, unknown>,
) {
  return Object.entries(definition.fields).flatMap(([name, field]) => {
    if (!field.staff) return []
    const value = data[name]
    const options = field.options
    if (options && typeof value === 'string')
      return [{ label: field.staff, value: labelOf(options, value) }]
    if (options && Array.isArray(value))
      return [{ label: field.staff, value: value.map((item: string) => labelOf(options, item)) }]
    return [
      { label: field.staff, value: value as string | number | boolean | string[] | undefined },
    ]
  })
}
