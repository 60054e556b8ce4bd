import type { ReactNode } from 'react'
import { useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { FieldError } from '../fields/FieldError'
import { useFieldDefault } from '../fields/FieldDefaults'
import { SelectField as SharedSelect } from '../fields/SelectField'
import { useFormMessages } from '../useFormLocale'
import { TextareaField } from '../fields/TextareaField'
import { TextField as SharedText } from '../fields/TextField'
import type { RecoveryApplicationInput } from '../recoverySchema'

/**
 * The recovery form's fields: the shared form fields (src/forms/fields) wired to this form's
 * react-hook-form context, plus the hints and single checkboxes only this long form needs.
 */

type Name = FieldPath<RecoveryApplicationInput>

export const fieldId = (name: string) => `recovery-${name}`

/** Empty number boxes are "not given", not 0; the schema decides whether that is allowed. */
export const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

export function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<RecoveryApplicationInput>()
  const error = formState.errors[name as keyof typeof formState.errors]
  const fromServer = useFieldDefault(name).error
  return typeof error?.message === 'string' ? error.message : fromServer
}

type FieldProps = { name: Name; label: string; required?: boolean; hint?: string; className?: string }

/** The hint sits under the field and is read with it, before any error. */
function withHint(name: Name, hint: string | undefined, error: string | undefined) {
  if (!hint) return {}
  const id = fieldId(name)
  return { 'aria-describedby': [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ') }
}

function Hint({ name, hint }: { name: Name; hint?: string }) {
  if (!hint) return null
  return (
    <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  )
}

type InputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date'
  autoComplete?: string
  maxLength?: number
}

export function TextField({ name, label, required, hint, className, type = 'text', autoComplete, maxLength }: InputProps) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const error = useFieldError(name)
  return (
    <div className={className}>
      <SharedText
        id={fieldId(name)}
        label={label}
        error={error}
        required={required}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        {...withHint(name, hint, error)}
        {...register(name)}
      />
      <Hint name={name} hint={hint} />
    </div>
  )
}

export function NumberField({ name, label, required, hint, className, min, max, step = 1 }: FieldProps & { min: number; max: number; step?: number }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const error = useFieldError(name)
  const options: RegisterOptions<RecoveryApplicationInput> = { setValueAs: toNumber }
  return (
    <div className={className}>
      <SharedText
        id={fieldId(name)}
        label={label}
        error={error}
        required={required}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        {...withHint(name, hint, error)}
        {...register(name, options)}
      />
      <Hint name={name} hint={hint} />
    </div>
  )
}

export function SelectField({
  name,
  label,
  required,
  className,
  options,
  labels,
}: Omit<FieldProps, 'hint'> & { options: readonly string[]; labels?: Record<string, string> }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const select = useFormMessages().recovery.select
  return (
    <SharedSelect
      id={fieldId(name)}
      label={label}
      error={useFieldError(name)}
      required={required}
      placeholder={select}
      options={options.map((value) => ({ value, label: labels?.[value] ?? value }))}
      className={className}
      {...register(name)}
    />
  )
}

export function TextAreaField({ name, label, required, hint, className, rows = 4, maxLength }: FieldProps & { rows?: number; maxLength?: number }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const error = useFieldError(name)
  return (
    <div className={className}>
      <TextareaField
        id={fieldId(name)}
        label={label}
        error={error}
        required={required}
        rows={rows}
        maxLength={maxLength}
        {...withHint(name, hint, error)}
        {...register(name)}
      />
      <Hint name={name} hint={hint} />
    </div>
  )
}

/** One checkbox with its own label and error (the shared fields have checkbox groups only). */
export function CheckboxField({ name, label, required, className }: Omit<FieldProps, 'hint'>) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const error = useFieldError(name)
  const { checked } = useFieldDefault(name)
  const id = fieldId(name)
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-700"
          defaultChecked={checked}
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-6">
      <legend className="px-2 text-lg font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
