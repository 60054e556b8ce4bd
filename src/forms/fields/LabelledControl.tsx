import type { ReactNode } from 'react'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { useFormWords } from '../FormWords'
import { labelClass } from './styles'

/** What a labelled control is told: its id, label, marks, a hint, and an error set by the form. */
export type LabelledProps = {
  id: string
  label: string
  error?: string
  optional?: boolean
  /** A line under the field, read with it before any error. */
  hint?: string
}

/**
 * A control's state: the error to show (the form's own, else the server's), its first value,
 * and the attributes that tie the control to its label, hint and error.
 */
export function useLabelledControl({
  id,
  name,
  error: ownError,
  required,
  hint,
}: {
  id: string
  name?: string
  error?: string
  required?: boolean
  hint?: string
}) {
  const first = useFieldDefault(name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return {
    error,
    errorId,
    hintId,
    defaultValue: first.value,
    checked: first.checked,
    aria: {
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  }
}

function OptionalMark() {
  return <span className="font-normal text-slate-500"> {useFormWords().optional}</span>
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  )
}

/** The hint under a field. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null
  return (
    <p id={id} className="mt-1 text-xs text-slate-600">
      {hint}
    </p>
  )
}

/** The label above a control (with its optional or required mark), the error and hint below it. */
export function LabelledControl({
  id,
  label,
  optional,
  required,
  error,
  errorId,
  hint,
  hintId,
  className,
  children,
}: Omit<LabelledProps, 'hint'> & {
  required?: boolean
  errorId: string
  hint?: string
  hintId: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <OptionalMark /> : null}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  )
}
