import type { BaseSyntheticEvent } from 'react'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it too, and the server then drops the submission.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

/** The honeypot's value from the submit event of the form that holds it. */
export function honeypotValue(event: BaseSyntheticEvent | undefined): string {
  const form = event?.target
  if (!(form instanceof HTMLFormElement)) return ''
  const input = form.elements.namedItem(HONEYPOT_FIELD)
  return input instanceof HTMLInputElement ? input.value : ''
}
