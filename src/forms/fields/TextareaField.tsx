import type { ComponentPropsWithRef } from 'react'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { useFormMessages } from '../useFormLocale'
import { controlClass, labelClass } from './styles'

type Props = ComponentPropsWithRef<'textarea'> & {
  id: string
  label: string
  error?: string
  optional?: boolean
}

export function TextareaField({ id, label, error: ownError, optional, required, className, rows = 5, ...textarea }: Props) {
  const optionalLabel = useFormMessages().optional
  const first = useFieldDefault(textarea.name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> {optionalLabel}</span> : null}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 ${controlClass}`}
        defaultValue={first.value}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
