import type { ReactNode } from 'react'

type Props = {
  busy: boolean
  busyLabel: string
  disabled?: boolean
  children: ReactNode
  className?: string
}

/** Disabled and relabelled while the form is on its way. */
export function SubmitButton({ busy, busyLabel, disabled, children, className }: Props) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
    >
      {busy ? busyLabel : children}
    </button>
  )
}
