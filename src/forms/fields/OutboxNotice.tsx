import { useEffect, useId, useRef } from 'react'
import type { Outbox } from '../useOutbox'
import type { SharedWords } from '@/lib/forms/words'
import { fillIn } from '@/lib/i18n/fillIn'

type Props = {
  outbox: Outbox
  words: SharedWords['outbox']
  /** The recovery form speaks of an application; the others of the visitor's answers. */
  what: 'application' | 'form'
}

/**
 * Shown in place of a form whose submission waits on this device: it goes by itself once the
 * connection returns, or now with "Send now". Drawn only in the browser, never in the server's HTML.
 */
export function OutboxWaiting({ outbox, words, what, busyLabel }: Props & { busyLabel: string }) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // The form it replaces may have been long: the visitor is taken to what it says.
    heading.current?.focus({ preventScroll: true })
    heading.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-slate-900"
    >
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {words.heading}
      </h2>
      <p role="status" className="mt-3">
        {words.saved[what]}
      </p>
      <p className="mt-2 text-sm text-slate-700">{words.later}</p>
      <button
        type="button"
        onClick={outbox.sendNow}
        disabled={outbox.sending}
        aria-busy={outbox.sending || undefined}
        className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {outbox.sending ? busyLabel : words.sendNow}
      </button>
      {outbox.stillWaiting && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {words.stillWaiting}
        </p>
      )}
    </section>
  )
}

/** Says once, above the form, that a submission saved here at an earlier visit has been sent. */
export function OutboxSent({ outbox, words, what }: Props) {
  if (!outbox.sentEarlier) return null
  return (
    <p
      role="status"
      className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-950"
    >
      {fillIn(words.sent[what], { caseId: outbox.sentEarlier.caseId ?? '' })}
    </p>
  )
}
