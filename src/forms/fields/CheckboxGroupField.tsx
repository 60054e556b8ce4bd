import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from './FieldError'
import { useFieldDefault } from './FieldDefaults'
import { RequiredMark } from './LabelledControl'

type Props = {
  id: string
  legend: string
  description?: string
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error?: string
  required?: boolean
}

/** A fieldset of checkboxes sharing one name: react-hook-form collects the ticked values. */
export function CheckboxGroupField({
  id,
  legend,
  description,
  options,
  registration,
  error: ownError,
  required,
}: Props) {
  const first = useFieldDefault(registration.name)
  const error = ownError ?? first.error
  const errorId = `${id}-error`
  const descriptionId = `${id}-description`
  const describedBy =
    [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              value={option.value}
              defaultChecked={first.list.includes(option.value)}
              className="size-4 accent-brand-700"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
