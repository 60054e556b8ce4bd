import type { ComponentPropsWithRef } from 'react'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { controlClass, labelClass } from './styles'

type Props = ComponentPropsWithRef<'select'> & {
  id: string
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A native select (keyboard and screen-reader friendly everywhere) with an empty first choice. */
export function SelectField({ id, label, placeholder, options, error: ownError, required, className, ...select }: Props) {
  const first = useFieldDefault(select.name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 ${controlClass}`}
        defaultValue={first.value ?? ''}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
