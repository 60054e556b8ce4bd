'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AnalyticsConfig } from '@/lib/analytics/providers'
import { LEAD_EVENT, type LeadEventDetail } from '@/lib/analytics/leadEvent'
import type { Tracker } from '@/lib/analytics/tracker'
import { consentFromCookies, type ConsentChoice } from '@/lib/consent/cookie'
import { chosenCategories, type ConsentForm } from '@/lib/consent/choices'
import type { Locale } from '@/lib/i18n/locales'
import { CONSENT_BANNER_ID } from './bannerId'

type Words = { region: string; acceptAll: string; rejectAll: string; choose: string; save: string }
type Texts = { message: string; analytics: string; marketing: string }
type Props = {
  version: string
  analytics: AnalyticsConfig
  locale: Locale
  words: Words
  texts: Texts
}

const currentChoice = (version: string): ConsentChoice | null => {
  const choice = consentFromCookies(document.cookie)
  return choice?.version === version ? choice : null
}

// Accept and Reject look the same and weigh the same: neither is the easy way out.
const FIRST_LAYER_BUTTON =
  'flex-1 rounded-md border border-brand-700 bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:w-44 sm:flex-none'

/**
 * The cookie banner's island. It shows the server's banner while the visitor has made no choice
 * under the current texts (or asks again from the footer's "Cookie settings"), sends the choice,
 * and only after "analytics" is accepted loads the tool, reports a page view per page and a lead
 * per `site:lead` event. Without scripts the same form posts to /api/consent.
 */
export function ConsentBanner({ version, analytics, locale, words, texts }: Props) {
  const pathname = usePathname()
  const region = useRef<HTMLElement>(null)
  const tracker = useRef<Tracker | null>(null)
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [tracking, setTracking] = useState(false)

  useEffect(() => {
    const current = currentChoice(version)
    // The cookie is the browser's: read after hydration, so the page stays one cached copy.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(current)
    setOpen(!current)
  }, [version])

  // The footer's "Cookie settings" link (#cookie-consent) opens the banner again.
  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="#${CONSENT_BANNER_ID}"]`)
      if (!link) return
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => region.current?.focus())
    }
    document.addEventListener('click', reopen)
    return () => document.removeEventListener('click', reopen)
  }, [])

  useEffect(() => {
    if (!choice?.analytics || tracker.current) return
    let cancelled = false
    void import('@/lib/analytics/tracker').then(({ startTracker }) => {
      if (cancelled) return
      tracker.current = startTracker(analytics, choice)
      setTracking(true)
    })
    return () => {
      cancelled = true
    }
  }, [choice, analytics])

  // One page view per page, client-side navigations included.
  useEffect(() => {
    if (tracking) tracker.current?.pageView()
  }, [tracking, pathname])

  useEffect(() => {
    if (!tracking) return
    const countLead = (event: Event) => {
      const { form, reference } = (event as CustomEvent<LeadEventDetail>).detail
      tracker.current?.lead(form, reference)
    }
    window.addEventListener(LEAD_EVENT, countLead)
    return () => window.removeEventListener(LEAD_EVENT, countLead)
  }, [tracking])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    // The buttons' and boxes' own values; the route judges them with its schema.
    const form = Object.fromEntries(
      new FormData(event.currentTarget, submitter).entries(),
    ) as ConsentForm
    const response = await fetch(`/api/consent?lang=${locale}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    })
    if (!response.ok) return
    const chosen = chosenCategories(form)
    setOpen(false)
    // A tool already running cannot be unloaded: a fresh page starts without it.
    if (tracker.current && !chosen.analytics) return location.reload()
    setChoice(currentChoice(version))
  }

  return (
    <section
      ref={region}
      id={CONSENT_BANNER_ID}
      aria-label={words.region}
      tabIndex={-1}
      data-open={open ? '' : undefined}
      className="consent-banner fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)] focus:outline-none"
    >
      <form
        method="post"
        action={`/api/consent?lang=${locale}`}
        onSubmit={submit}
        className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8"
      >
        <p className="max-w-3xl text-sm leading-6 text-slate-700">{texts.message}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" name="choice" value="all" className={FIRST_LAYER_BUTTON}>
            {words.acceptAll}
          </button>
          <button type="submit" name="choice" value="none" className={FIRST_LAYER_BUTTON}>
            {words.rejectAll}
          </button>
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700 underline">
            {words.choose}
          </summary>
          <fieldset key={choice?.recordId ?? 'unchosen'} className="mt-2 space-y-2">
            <legend className="sr-only">{words.choose}</legend>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="analytics"
                value="on"
                defaultChecked={choice?.analytics}
                className="mt-1"
              />
              <span>{texts.analytics}</span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="marketing"
                value="on"
                defaultChecked={choice?.marketing}
                className="mt-1"
              />
              <span>{texts.marketing}</span>
            </label>
            <button
              type="submit"
              name="choice"
              value="chosen"
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {words.save}
            </button>
          </fieldset>
        </details>
      </form>
    </section>
  )
}
