'use client'

import { clsx } from 'clsx'
import { useSyncExternalStore, type MouseEvent } from 'react'
import { announceLead } from '@/lib/analytics/leadEvent'
import { isOpenAt, type OpeningSpan } from '@/lib/whatsapp/hours'
import { chatLink, prefilledText } from '@/lib/whatsapp/link'
import { freshReference } from '@/lib/whatsapp/reference'

type LinkProps = {
  /** The server's link, with the page's stable reference: what a visitor without scripts opens. */
  href: string
  number: string
  message: string
  /** The language's template for the reference, `(ref {ref})`. */
  note: string
  /** The accessible name: where the link goes. */
  name: string
  text: string
}

/**
 * "Chat on WhatsApp": a plain wa.me link. A click gives the chat a fresh reference (the browser
 * follows the link after this handler, so it opens the new address) and announces the lead, which
 * analytics counts only when the visitor accepted it (src/components/consent).
 */
export function ChatLink({ href, number, message, note, name, text }: LinkProps) {
  function freshChat(event: MouseEvent<HTMLAnchorElement>) {
    if (event.type === 'auxclick' && event.button !== 1) return
    const reference = freshReference(crypto.getRandomValues(new Uint8Array(6)))
    event.currentTarget.href = chatLink(number, prefilledText(message, reference, note))
    announceLead('whatsapp', reference)
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name}
      onClick={freshChat}
      onAuxClick={freshChat}
      className="mt-5 inline-flex items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {text}
    </a>
  )
}

type OpenNowProps = { hours: OpeningSpan[]; timeZone: string; open: string; closed: string }

// Checked again every minute, so a page left open turns from open to closed on time.
const everyMinute = (changed: () => void) => {
  const timer = window.setInterval(changed, 60_000)
  return () => window.clearInterval(timer)
}

/**
 * "Open now" or "Closed now", worked out in the browser from the line's time zone: a cached page
 * cannot know the time. On the server, and where the browser does not know the zone, nothing.
 */
export function OpenNow({ hours, timeZone, open, closed }: OpenNowProps) {
  const isOpen = useSyncExternalStore(
    everyMinute,
    () => {
      try {
        return isOpenAt(hours, timeZone, new Date())
      } catch {
        return null
      }
    },
    () => null,
  )
  if (isOpen === null) return null
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-2.5 rounded-full',
          isOpen ? 'bg-emerald-600' : 'bg-slate-400',
        )}
      />
      {isOpen ? open : closed}
    </p>
  )
}
