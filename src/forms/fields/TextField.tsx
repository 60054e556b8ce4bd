import type { ComponentPropsWithRef } from 'react'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { useFormMessages } from '../useFormLocale'
import { controlClass, labelClass } from './styles'

type Props = ComponentPropsWithRef<'input'> & {
  id: string
  label: string
  error?: string
  optional?: boolean
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error: ownError, optional, required, className, ...input }: Props) {
  const optionalLabel = useFormMessages().optional
  const first = useFieldDefault(input.name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> {optionalLabel}</span> : null}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      <input
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 ${controlClass}`}
        defaultValue={first.value}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
