import type { CollectionConfig, Field } from 'payload'
import type { FormDefinition, Layout } from '@/lib/forms/defineForm'
import type { FieldSpec } from '@/lib/forms/fieldSpecs'
import { selectOptions } from './submissionFields'

/*
 * A form's collection reads its columns from the form's definition (src/lib/forms/definitions):
 * each field's type, whether it is required, its options, index, label for staff, and the limits
 * its input draws; the rows of the edit view follow the form's own rows, or its `editTabs`; the
 * list's title, columns and search follow its `staffList`. A new field in the definition is a new
 * column here, and its migration.
 */

type Definition = Pick<FormDefinition, 'fields' | 'draw' | 'staffList'>
type Options = { readOnly?: true }

/** The column a field is stored in, or none (the page a sign-up came from is kept in its consent record). */
function columnOf(name: string, field: FieldSpec, { readOnly }: Options): Field | null {
  const column = field.column ?? {}
  // A consent is evidence: the form needs the tick, the column keeps whatever was stored.
  const required = field.required && !column.evidence
  const admin = {
    ...(readOnly || column.evidence ? { readOnly: true } : {}),
    ...(column.step === undefined ? {} : { step: column.step }),
    // The form asks for a day.
    ...(field.kind === 'date' ? { date: DAY } : {}),
  }
  const base = {
    name: field.stored ?? name,
    label: field.staff,
    ...(required ? { required: true } : {}),
    ...(column.index ? { index: true } : {}),
    ...(Object.keys(admin).length ? { admin } : {}),
  }
  const maxLength = field.input?.maxLength === undefined ? {} : { maxLength: field.input.maxLength }
  switch (field.kind) {
    case 'page':
      return null
    case 'text':
      return field.input?.rows
        ? { ...base, type: 'textarea', ...maxLength }
        : { ...base, type: 'text', ...maxLength }
    case 'email':
      // Staff look submissions up by address.
      return {
        ...base,
        type: 'email',
        ...(column.index === false ? {} : { index: true }),
        ...(column.unique ? { unique: true } : {}),
      }
    case 'select':
      return { ...base, type: 'select', options: selectOptions(field.options ?? []) }
    case 'list':
      return { ...base, type: 'select', hasMany: true, options: selectOptions(field.options ?? []) }
    case 'number':
      return {
        ...base,
        type: 'number',
        min: field.input?.min ?? 1,
        ...(field.input?.max === undefined ? {} : { max: field.input.max }),
        ...(field.fallback === undefined ? {} : { defaultValue: field.fallback }),
      }
    case 'flag':
      // A box left unticked is a no.
      return required
        ? { ...base, type: 'checkbox' }
        : { ...base, type: 'checkbox', defaultValue: false }
    case 'record': {
      const relationTo = column.relationTo
      if (!relationTo) throw new Error(`the field ${name} names no collection for its record`)
      return { ...base, type: 'relationship', relationTo }
    }
    case 'date':
      return { ...base, type: 'date' }
  }
}

const DAY = { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } as const

/** A field the edit view forgets would lose its column, and the migration would drop it. */
function placeAll(definition: Pick<FormDefinition, 'fields'>, placed: readonly string[]) {
  const unplaced = Object.keys(definition.fields).filter((name) => !placed.includes(name))
  if (unplaced.length) throw new Error(`the form's layout places no ${unplaced.join(', ')}`)
  const unknown = placed.filter((name) => !(name in definition.fields))
  if (unknown.length) throw new Error(`the form has no field ${unknown.join(', ')}`)
}

/** The layout's fields in the CMS's rows: a row of the form is a row there too, wrapped as the form wraps it. */
function rowsOf(layout: readonly Layout[]): string[][] {
  return layout.flatMap((item): string[][] => {
    if (typeof item === 'string') return [[item]]
    if ('gap' in item) return []
    if ('group' in item) return item.group.map((name) => [name])
    if ('section' in item) return rowsOf(item.items)
    const width = item.columns ?? item.row.length
    return Array.from({ length: Math.ceil(item.row.length / width) }, (_, index) =>
      item.row.slice(index * width, (index + 1) * width),
    )
  })
}

/** The submitted data's columns, in the form's order and rows. */
export function formColumns(definition: Definition, options: Options = {}): Field[] {
  const rows = definition.draw
    ? rowsOf(definition.draw.layout)
    : Object.keys(definition.fields).map((name) => [name])
  placeAll(definition, rows.flat())
  return rows.flatMap((names): Field[] => {
    const columns = names.flatMap((name) => columnOf(name, definition.fields[name], options) ?? [])
    if (columns.length > 1) return [{ type: 'row', fields: columns }]
    return columns
  })
}

/**
 * The submitted data's columns in the tabs of the definition's `editTabs`, with the columns only
 * staff fill (`beside`, by the field whose column they follow) where the collection places them.
 */
export function formTabs(
  definition: Pick<FormDefinition, 'fields' | 'editTabs'>,
  beside: Readonly<Record<string, readonly Field[]>> = {},
): Field {
  const tabs = definition.editTabs
  if (!tabs) throw new Error('a collection in tabs needs its definition’s editTabs')
  const placed = tabs.flatMap((tab) => tab.fields)
  placeAll(definition, placed)
  const strays = Object.keys(beside).filter((name) => !placed.includes(name))
  if (strays.length) throw new Error(`staff columns follow no field ${strays.join(', ')}`)
  return {
    type: 'tabs',
    tabs: tabs.map(({ label, fields }) => ({
      label,
      fields: fields.flatMap((name) => {
        const column = columnOf(name, definition.fields[name], {})
        return [...(column ? [column] : []), ...(beside[name] ?? [])]
      }),
    })),
  }
}

/** The list view of a form's submissions: its title, columns (then status and date) and searched fields. */
export function formListAdmin(definition: Definition): NonNullable<CollectionConfig['admin']> {
  const list = definition.staffList
  if (!list) throw new Error('a form collection needs its definition’s staffList')
  const column = (name: string) => definition.fields[name].stored ?? name
  return {
    useAsTitle: column(list.title),
    defaultColumns: [...list.columns.map(column), 'status', 'createdAt'],
    listSearchableFields: list.search.map(column),
  }
}
