import type { ComponentPropsWithRef } from 'react'
import { LabelledControl, useLabelledControl } from './LabelledControl'
import { controlClass } from './styles'

type Props = ComponentPropsWithRef<'select'> & {
  id: string
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A native select (keyboard and screen-reader friendly everywhere) with an empty first choice. */
export function SelectField({
  id,
  label,
  placeholder,
  options,
  error: ownError,
  required,
  className,
  ...select
}: Props) {
  const { error, errorId, hintId, defaultValue, aria } = useLabelledControl({
    id,
    name: select.name,
    error: ownError,
    required,
  })
  return (
    <LabelledControl
      id={id}
      label={label}
      required={required}
      error={error}
      errorId={errorId}
      hintId={hintId}
      className={className}
    >
      <select
        id={id}
        {...aria}
        className={`mt-1 ${controlClass}`}
        defaultValue={defaultValue ?? ''}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  )
}
