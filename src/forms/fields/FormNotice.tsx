import type { FormState } from '../formState'

type Props = {
  state: FormState
  /** The success toast's words, shown in the page for a form that stays in place once sent. */
  success?: { title: string; description: string }
  /** What to say when the server gave no reason of its own. */
  failure: string
  className?: string
}

/**
 * What the server said of the whole form after its POST: the success message (in the page,
 * where a script would have raised a toast), or why it was not accepted (too many, too large,
 * a failure). Field messages sit beside their fields.
 */
export function FormNotice({ state, success, failure, className }: Props) {
  if (state.status === 'sent' && success) {
    return (
      <div
        role="status"
        className={`rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900 ${className ?? ''}`}
      >
        <p className="font-semibold">{success.title}</p>
        <p>{success.description}</p>
      </div>
    )
  }
  if (state.status === 'failed' || state.errors.body) {
    return (
      <p
        role="alert"
        className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 ${className ?? ''}`}
      >
        {state.errors.body ?? failure}
      </p>
    )
  }
  return null
}
