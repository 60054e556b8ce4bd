import type { ComponentPropsWithRef } from 'react'
import { LabelledControl, useLabelledControl, type LabelledProps } from './LabelledControl'
import { controlClass } from './styles'

type Props = ComponentPropsWithRef<'textarea'> & LabelledProps

export function TextareaField({
  id,
  label,
  error: ownError,
  optional,
  required,
  hint,
  className,
  rows = 5,
  ...textarea
}: Props) {
  const { error, errorId, hintId, defaultValue, aria } = useLabelledControl({
    id,
    name: textarea.name,
    error: ownError,
    required,
    hint,
  })
  return (
    <LabelledControl
      id={id}
      label={label}
      optional={optional}
      required={required}
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
      className={className}
    >
      <textarea
        id={id}
        rows={rows}
        {...aria}
        className={`mt-1 ${controlClass}`}
        defaultValue={defaultValue}
        {...textarea}
      />
    </LabelledControl>
  )
}
