import { errorClass } from './styles'

/** The message under a field; `role="alert"` makes screen readers announce it when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className={errorClass}>
      {message}
    </p>
  )
}
