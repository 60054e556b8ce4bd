import { useFormContext, useWatch, type FieldValues } from 'react-hook-form'
import type { ReactNode } from 'react'
import type { DrawnField, DrawnItem } from '@/lib/forms/drawn'
import { CheckboxGroupField } from '../fields/CheckboxGroupField'
import { useHydrated } from '../useHydrated'
import {
  CheckboxField,
  NumberField,
  Section,
  SelectField,
  TextAreaField,
  TextField,
  fieldId,
  useFieldError,
  type Name,
} from './fields'

/**
 * The application's sections, as its definition lays them out (src/lib/forms/definitions/recovery.ts):
 * each a titled box of two columns, a wide field across both.
 */
export function RecoverySections({ items }: { items: readonly DrawnItem[] }) {
  return items.map((item, index) =>
    'section' in item ? (
      <Section key={index} title={item.section}>
        {item.items.map((cell, place) => (
          <Cell key={place} item={cell} />
        ))}
      </Section>
    ) : (
      <Cell key={index} item={item} />
    ),
  )
}

function Cell({ item }: { item: DrawnItem }) {
  if ('gap' in item) return <div className="hidden sm:block" />
  if ('field' in item) {
    const field = item.field
    return field.showWhen ? (
      <ShownWhen field={field.showWhen.field} value={field.showWhen.value}>
        <RecoveryField field={field} />
      </ShownWhen>
    ) : (
      <RecoveryField field={field} />
    )
  }
  throw new Error('the recovery application lays its fields out in sections only')
}

/** Drawn once the list `field` has `value` ticked; without scripts nothing could show it later, so it is there from the start. */
function ShownWhen({
  field,
  value,
  children,
}: {
  field: string
  value: string
  children: ReactNode
}) {
  const ticked = useWatch<FieldValues>({ name: field })
  const shown = !useHydrated() || (Array.isArray(ticked) && ticked.includes(value))
  return shown ? children : null
}

function RecoveryField({ field }: { field: DrawnField }) {
  const name = field.name
  const common = { name, label: field.label, required: field.required || undefined }
  const className = field.wide ? 'sm:col-span-2' : undefined
  switch (field.control) {
    case 'checkboxes':
      return <Ticks field={field} name={name} className={className} />
    case 'checkbox':
      return <CheckboxField {...common} className={className} />
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={field.placeholder ?? ''}
          options={field.options ?? []}
          className={className}
        />
      )
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          rows={field.rows}
          maxLength={field.maxLength}
          hint={field.hint}
          className={className}
        />
      )
    default:
      if (field.type === 'number')
        return (
          <NumberField
            {...common}
            min={field.min}
            max={field.max}
            step={field.step}
            className={className}
          />
        )
      return (
        <TextField
          {...common}
          type={
            field.type === 'email' ||
            field.type === 'tel' ||
            field.type === 'url' ||
            field.type === 'date'
              ? field.type
              : 'text'
          }
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          hint={field.hint}
          className={className}
        />
      )
  }
}

function Ticks({ field, name, className }: { field: DrawnField; name: Name; className?: string }) {
  const { register } = useFormContext<FieldValues>()
  return (
    <div className={className}>
      <CheckboxGroupField
        id={fieldId(name)}
        legend={field.label}
        required={field.required || undefined}
        options={field.options ?? []}
        registration={register(name)}
        error={useFieldError(name)}
      />
    </div>
  )
}
