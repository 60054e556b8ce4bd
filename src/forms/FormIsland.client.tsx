'use client'

import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import type { FormName } from './formNames'

/**
 * The form each name renders. Imported dynamically from this client module, so each form is a
 * chunk of its own that only a page showing it loads: the catch-all route renders every CMS
 * page, and a static import here would put every form (react-hook-form, zod, sonner) on all.
 */
const FORMS: Record<FormName, () => Promise<ComponentType>> = {
  newsletter: () => import('./NewsletterForm.client').then((module) => module.NewsletterForm),
  demo: () => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm),
  quote: () => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm),
  contact: () => import('./ContactForm.client').then((module) => module.ContactForm),
  recovery: () => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm),
}

// What a visitor does to a form before using it: its code is fetched on the first of these.
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const

/**
 * One island's form: a lazy component that, when `gated`, fetches its code only once the island
 * is touched, and tells the island when it is live.
 */
function deferredForm(load: () => Promise<ComponentType>, gated: boolean) {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  let island: HTMLElement | null = null
  let live = false
  let submitPending = false

  const onLive = () => {
    live = true
    if (!submitPending) return
    submitPending = false
    island?.querySelector('form')?.requestSubmit()
  }
  const Form = lazy(async () => {
    if (gated) await opened
    const Component = await load()
    // The same tree on the server and in the browser, so the server's markup hydrates as is.
    function LiveForm() {
      useEffect(onLive, [])
      return <Component />
    }
    return { default: LiveForm }
  })

  // Listened for on the window, ahead of React: React holds back (and stops) the events that
  // land in a part of the page it has not hydrated yet, and the form is such a part until then.
  const inIsland = (event: Event) => event.target instanceof Node && Boolean(island?.contains(event.target))
  const start = (event: Event) => {
    if (inIsland(event)) open()
  }
  // Before the form is live, a submit would be the browser's own (a GET of this page): hold it.
  const holdSubmit = (event: Event) => {
    if (live || !inIsland(event)) return
    event.preventDefault()
    submitPending = true
    open()
  }
  const attach = (element: HTMLElement | null) => {
    island = element
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true })
    window.addEventListener('submit', holdSubmit, true)
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start, true)
      window.removeEventListener('submit', holdSubmit, true)
    }
  }
  return { Form, attach }
}

/**
 * A form block. The server renders the whole form; in the browser its code (react-hook-form,
 * zod, the form's words, sonner) is fetched only when the visitor first points at, touches,
 * focuses or types in it. Until then React leaves the server's markup as it is (a lazy component
 * that has not loaded keeps its Suspense boundary dehydrated), so the page load runs none of it
 * on the phone's main thread. The inputs are the server's own elements throughout: what was
 * typed and where the focus is stay as they are when the form comes alive, react-hook-form reads
 * the fields edited before then from the page (src/forms/editsBeforeLoad.ts tells whatever
 * watches them), and a submit made before then is held and sent once the form can check it.
 */
export function FormIsland({ form }: { form: FormName }) {
  const island = useRef<HTMLDivElement>(null)
  // Only markup the server rendered can wait: after a client-side navigation, or in the live
  // preview, the form has nothing on the page until its code runs.
  const hydrating = useHydrating()
  const [{ Form, attach }] = useState(() => deferredForm(FORMS[form], hydrating && typeof window !== 'undefined'))
  useEffect(() => attach(island.current), [attach])
  // The same element on every render: the island renders again once hydrated (useHydrating),
  // and a boundary still waiting for its code that received new children would drop the
  // server's markup and render in the browser, empty until the code came.
  const boundary = useMemo(
    () => (
      <Suspense>
        <Form />
      </Suspense>
    ),
    [Form],
  )
  return <div ref={island}>{boundary}</div>
}

const noSubscription = () => () => {}

/** True while React hydrates the server's markup (and on the server), false when the browser renders alone. */
function useHydrating() {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
}
