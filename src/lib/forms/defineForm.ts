import type { CollectionSlug } from 'payload'
import type { SiteSetting } from '@/payload-types'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import * as z from './zod'
import { formMessages, type FormMessages } from './messages'
import type { CheckedField, FieldSpec } from './fieldSpecs'
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
  /** The words the server hands the form's component, picked from a language's catalogue (./messages). */
  words: (t: FormMessages) => object
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
export type SchemaOf<Fields extends CheckedFields> = z.ZodMiniObject<{ [Name in keyof Fields]: ReturnType<Fields[Name]['check']> }>

function schemaOf<Fields extends CheckedFields>(fields: Fields, v: Validation): SchemaOf<Fields> {
  return z.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.check(v)]))) as SchemaOf<Fields>
}

/** A form whose schema is its fields' checks, in each language. */
export function defineForm<
  const Fields extends CheckedFields,
  const Name extends string,
  const Collection extends CollectionSlug,
  Words extends object,
>(
  spec: Omit<FormDefinition, 'name' | 'collection' | 'fields' | 'schema' | 'words' | 'notification'> & {
    name: Name
    collection: Collection
    fields: Fields
    words: (t: FormMessages) => Words
    notification?: NotificationSpec<z.output<SchemaOf<Fields>>>
  },
): FormDefinition<SchemaOf<Fields>> & { name: Name; collection: Collection; fields: Fields; words: (t: FormMessages) => Words } {
  const built = Object.fromEntries(LOCALES.map((locale) => [locale, schemaOf(spec.fields, formMessages(locale).validation)])) as Record<
    Locale,
    SchemaOf<Fields>
  >
  return { ...spec, schema: (locale) => built[locale] }
}

const namesOfKind = (definition: Pick<FormDefinition, 'fields'>, kind: FieldSpec['kind']) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.kind === kind)
    .map(([name]) => name)

/** What an HTML form sends as text that JSON would type: its number boxes, checkbox groups and single boxes. */
export function fieldKindsOf(definition: Pick<FormDefinition, 'fields'>) {
  return { numbers: namesOfKind(definition, 'number'), lists: namesOfKind(definition, 'list'), flags: namesOfKind(definition, 'flag') }
}

// Calendar days are stored at noon UTC, so no time zone shows them as the day before.
const storedDay = (day: string) => `${day}T12:00:00.000Z`

/** A parsed submission under its stored columns: empty answers are null, days are stored at noon UTC. */
export function storedFields(definition: Pick<FormDefinition, 'fields'>, data: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = data[name]
    const column = field.stored ?? name
    if (value === undefined || value === '') stored[column] = null
    else stored[column] = field.kind === 'date' && typeof value === 'string' ? storedDay(value) : value
  }
  return stored
}

/** A stored submission under the names its form sends (empty ones left out): the lead body's `data`. */
export function sentFields(definition: Pick<FormDefinition, 'fields' | 'reference'>, doc: object): Record<string, unknown> {
  const stored = doc as Record<string, unknown>
  const sent: Record<string, unknown> = {}
  if (definition.reference && stored[definition.reference]) sent[definition.reference] = stored[definition.reference]
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = stored[field.stored ?? name]
    if (value === null || value === undefined) continue
    sent[name] = field.kind === 'date' && typeof value === 'string' ? value.slice(0, 10) : value
  }
  return sent
}

/** The submission as staff read it in an email: each field staff see, options by their labels. */
export function staffRows(definition: Pick<FormDefinition, 'fields'>, data: Record<string, unknown>) {
  return Object.entries(definition.fields).flatMap(([name, field]) => {
    if (!field.staff) return []
    const value = data[name]
    const options = field.options
    if (options && typeof value === 'string') return [{ label: field.staff, value: labelOf(options, value) }]
    if (options && Array.isArray(value)) return [{ label: field.staff, value: value.map((item: string) => labelOf(options, item)) }]
    return [{ label: field.staff, value: value as string | number | boolean | string[] | undefined }]
  })
}
