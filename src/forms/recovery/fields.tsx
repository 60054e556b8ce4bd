import type { ReactNode } from 'react'
import { useFormContext, type FieldValues } from 'react-hook-form'
import { CheckboxField as SharedCheckbox } from '../fields/CheckboxField'
import { SelectField as SharedSelect } from '../fields/SelectField'
import { TextareaField } from '../fields/TextareaField'
import { TextField as SharedText } from '../fields/TextField'

/**
 * The shared form fields (src/forms/fields) bound by name to the recovery form's react-hook-form
 * context: its ids, its registration and its browser-side error.
 */

/** A field's name, as the form's definition draws it. */
export type Name = string

export const fieldId = (name: Name) => `recovery-${name}`

/** Empty number boxes are "not given", not 0; the schema decides whether that is allowed. */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

/** A field's registration and the error the browser's check gave it (the shared fields fall back to the server's). */
function useBinding(name: Name) {
  const { register, formState } = useFormContext<FieldValues>()
  const message = formState.errors[name]?.message
  return { id: fieldId(name), error: typeof message === 'string' ? message : undefined, register }
}

/** The browser-side error of a field, for a field this module does not draw. */
export function useFieldError(name: Name): string | undefined {
  return useBinding(name).error
}

type FieldProps = {
  name: Name
  label: string
  required?: boolean
  hint?: string
  className?: string
}

type InputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date'
  autoComplete?: string
  maxLength?: number
}

export function TextField({ name, type = 'text', ...props }: InputProps) {
  const { id, error, register } = useBinding(name)
  return <SharedText id={id} error={error} type={type} {...props} {...register(name)} />
}

export function NumberField({
  name,
  step = 1,
  ...props
}: FieldProps & { min?: number; max?: number; step?: number }) {
  const { id, error, register } = useBinding(name)
  return (
    <SharedText
      id={id}
      error={error}
      type="number"
      inputMode="numeric"
      step={step}
      {...props}
      {...register(name, { setValueAs: toNumber })}
    />
  )
}

export function SelectField({
  name,
  ...props
}: Omit<FieldProps, 'hint'> & {
  placeholder: string
  options: readonly { value: string; label: string }[]
}) {
  const { id, error, register } = useBinding(name)
  return <SharedSelect id={id} error={error} {...props} {...register(name)} />
}

export function TextAreaField({
  name,
  rows = 4,
  ...props
}: FieldProps & { rows?: number; maxLength?: number }) {
  const { id, error, register } = useBinding(name)
  return <TextareaField id={id} error={error} rows={rows} {...props} {...register(name)} />
}

export function CheckboxField({ name, ...props }: Omit<FieldProps, 'hint'>) {
  const { id, error, register } = useBinding(name)
  return <SharedCheckbox id={id} error={error} {...props} {...register(name)} />
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-6">
      <legend className="px-2 text-lg font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
