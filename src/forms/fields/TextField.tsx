import type { ComponentPropsWithRef } from 'react'
import { LabelledControl, useLabelledControl, type LabelledProps } from './LabelledControl'
import { controlClass } from './styles'

type Props = ComponentPropsWithRef<'input'> & LabelledProps

/** A labelled input whose error (and hint) is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  error: ownError,
  optional,
  required,
  hint,
  className,
  ...input
}: Props) {
  const { error, errorId, hintId, defaultValue, aria } = useLabelledControl({
    id,
    name: input.name,
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
      <input
        id={id}
        {...aria}
        className={`mt-1 ${controlClass}`}
        defaultValue={defaultValue}
        {...input}
      />
    </LabelledControl>
  )
}
