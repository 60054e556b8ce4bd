import type { ReactNode } from 'react'
import { useFormContext, type FieldPath, type RegisterOptions } from 'react-hook-form'
import { cn } from '@/lib/cn'
import type { RecoveryApplicationInput } from '../recoverySchema'

type Name = FieldPath<RecoveryApplicationInput>

const control =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700'

export const fieldId = (name: string) => `recovery-${name}`

/** Empty number boxes are "not given", not 0; the schema decides whether that is allowed. */
export const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<RecoveryApplicationInput>()
  const error = formState.errors[name as keyof typeof formState.errors]
  return typeof error?.message === 'string' ? error.message : undefined
}

export function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

type FieldProps = { name: Name; label: string; required?: boolean; hint?: string; className?: string }

function Labelled({ name, label, required, hint, className, children }: FieldProps & { children: ReactNode }) {
  const id = fieldId(name)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} message={useFieldError(name)} />
    </div>
  )
}

/** The aria wiring every control shares: required, invalid, and what describes it. */
function useAria(name: Name, required?: boolean, hint?: string) {
  const error = useFieldError(name)
  const id = fieldId(name)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

type InputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date'
  autoComplete?: string
  maxLength?: number
}

export function TextField({ type = 'text', autoComplete, maxLength, ...field }: InputProps) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  return (
    <Labelled {...field}>
      <input
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={control}
        {...useAria(field.name, field.required, field.hint)}
        {...register(field.name)}
      />
    </Labelled>
  )
}

export function NumberField({ min, max, step = 1, ...field }: FieldProps & { min: number; max: number; step?: number }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const options: RegisterOptions<RecoveryApplicationInput> = { setValueAs: toNumber }
  return (
    <Labelled {...field}>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        className={control}
        {...useAria(field.name, field.required, field.hint)}
        {...register(field.name, options)}
      />
    </Labelled>
  )
}

export function SelectField({ options, ...field }: FieldProps & { options: readonly string[] }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  return (
    <Labelled {...field}>
      <select className={control} defaultValue="" {...useAria(field.name, field.required, field.hint)} {...register(field.name)}>
        <option value="" disabled>
          Select...
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

export function TextAreaField({ rows = 4, maxLength, ...field }: FieldProps & { rows?: number; maxLength?: number }) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  return (
    <Labelled {...field}>
      <textarea rows={rows} maxLength={maxLength} className={control} {...useAria(field.name, field.required, field.hint)} {...register(field.name)} />
    </Labelled>
  )
}

export function CheckboxField({ name, label, required, className }: Omit<FieldProps, 'hint'>) {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const aria = useAria(name, required)
  return (
    <div className={cn('flex flex-col', className)}>
      <div className="flex items-start gap-3">
        <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-700" {...aria} {...register(name)} />
        <label htmlFor={aria.id} className="text-sm text-slate-800">
          {label}
          {required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      <ErrorText id={`${aria.id}-error`} message={useFieldError(name)} />
    </div>
  )
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-6">
      <legend className="px-2 text-lg font-semibold text-slate-900">{title}</legend>
      {description ? <p className="mb-4 text-sm text-slate-600">{description}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
