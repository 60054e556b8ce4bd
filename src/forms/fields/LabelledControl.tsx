import type { ReactNode } from 'react'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { useFormMessages } from '../useFormLocale'
import { labelClass } from './styles'

/** What a labelled control is told: its id, label, marks, and an error set by the form. */
export type LabelledProps = {
  id: string
  label: string
  error?: string
  optional?: boolean
}

/**
 * A control's state: the error to show (the form's own, else the server's), its first value,
 * and the attributes that tie the control to its label and error.
 */
export function useLabelledControl({ id, name, error: ownError, required }: { id: string; name?: string; error?: string; required?: boolean }) {
  const first = useFieldDefault(name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  return {
    error,
    errorId,
    defaultValue: first.value,
    aria: {
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  }
}

function OptionalMark() {
  return <span className="font-normal text-slate-500"> {useFormMessages().optional}</span>
}

/** The label above a control (with its optional or required mark) and the error below it. */
export function LabelledControl({
  id,
  label,
  optional,
  required,
  error,
  errorId,
  className,
  children,
}: LabelledProps & { required?: boolean; errorId: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <OptionalMark /> : null}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : null}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
