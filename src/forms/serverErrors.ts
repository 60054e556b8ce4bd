import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { FieldErrors } from './submitForm'

/** Shows the server's field errors next to their fields and moves focus to the first one. */
export function showServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  errors: FieldErrors,
) {
  Object.entries(errors)
    .filter(([field]) => field !== 'body')
    .forEach(([field, message], index) => {
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 })
    })
}
