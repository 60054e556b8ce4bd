import type { ComponentPropsWithRef } from 'react'
import { FieldError } from './FieldError'
import { RequiredMark, useLabelledControl } from './LabelledControl'

type Props = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  id: string
  label: string
  error?: string
}

/** One checkbox with its label beside it and its error below (a box ticked alone, as consent is). */
export function CheckboxField({
  id,
  label,
  error: ownError,
  required,
  className,
  ...input
}: Props) {
  const { error, errorId, checked, aria } = useLabelledControl({
    id,
    name: input.name,
    error: ownError,
    required,
  })
  return (
    <div className={`flex flex-col ${className ?? ''}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...aria}
          className="mt-1 size-4 shrink-0 accent-brand-700"
          defaultChecked={checked}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
