import type { CollectionConfig, Field } from 'payload'
import type { FormDefinition, Layout } from '@/lib/forms/defineForm'
import type { FieldSpec } from '@/lib/forms/fieldSpecs'
import { selectOptions } from './submissionFields'

/*
 * A form's collection reads its columns from the form's definition (src/lib/forms/definitions):
 * each field's type, whether it is required, its options, index and label for staff; the rows of
 * the edit view follow the form's own rows; the list's title, columns and search follow its
 * `staffList`. A new field in the definition is a new column here, and its migration.
 */

type Definition = Pick<FormDefinition, 'fields' | 'draw' | 'staffList'>
type Options = { readOnly?: true }

/** The column a field is stored in, or none (the page a sign-up came from is kept in its consent record). */
function columnOf(name: string, field: FieldSpec, { readOnly }: Options): Field | null {
  const base = {
    name: field.stored ?? name,
    label: field.staff,
    ...(field.required ? { required: true } : {}),
    ...(field.column?.index ? { index: true } : {}),
    ...(readOnly ? { admin: { readOnly: true } } : {}),
  }
  switch (field.kind) {
    case 'page':
      return null
    case 'text':
      return field.input?.rows ? { ...base, type: 'textarea' } : { ...base, type: 'text' }
    case 'email':
      // Staff look submissions up by address.
      return {
        ...base,
        type: 'email',
        index: true,
        ...(field.column?.unique ? { unique: true } : {}),
      }
    case 'select':
      return { ...base, type: 'select', options: selectOptions(field.options ?? []) }
    case 'list':
      return { ...base, type: 'select', hasMany: true, options: selectOptions(field.options ?? []) }
    case 'number':
      return {
        ...base,
        type: 'number',
        min: 1,
        ...(field.fallback === undefined ? {} : { defaultValue: field.fallback }),
      }
    case 'flag':
      return { ...base, type: 'checkbox' }
    case 'record': {
      const relationTo = field.column?.relationTo
      if (!relationTo) throw new Error(`the field ${name} names no collection for its record`)
      return { ...base, type: 'relationship', relationTo }
    }
    case 'date':
      return { ...base, type: 'date' }
  }
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
  // A field the layout forgets would lose its column, and the migration would drop it.
  const placed = rows.flat()
  const unplaced = Object.keys(definition.fields).filter((name) => !placed.includes(name))
  if (unplaced.length) throw new Error(`the form's layout places no ${unplaced.join(', ')}`)
  return rows.flatMap((names): Field[] => {
    const columns = names.flatMap((name) => columnOf(name, definition.fields[name], options) ?? [])
    if (columns.length > 1) return [{ type: 'row', fields: columns }]
    return columns
  })
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
