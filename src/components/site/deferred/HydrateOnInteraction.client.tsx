'use client'

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { LocaleContext, useLocale } from '@/lib/i18n/useLocale'
import { replayChoices } from './replayChoices'

type Props = {
  /**
   * Fetches the island's code and gives the element that renders exactly what `children`
   * rendered on the server. Called on the visitor's first interaction with the island.
   */
  load: () => Promise<ReactNode>
  /** The island itself, rendered by the server. The browser never renders it: it keeps that markup. */
  children: ReactNode
}

const subscribeToNothing = () => () => {}

/** True while the page is being hydrated (and on the server); false in a render of the browser's own. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )

/** Tells the island its root has committed (a layout effect: before any later event), then that it has settled. */
function Hydrated({ onCommitted, onHydrated }: { onCommitted: () => void; onHydrated: () => void }) {
  useLayoutEffect(onCommitted, [onCommitted])
  useEffect(onHydrated, [onHydrated])
  return null
}

/**
 * An island whose code stays off the page load. The server renders it in place, inline with the
 * page; the browser hydrates the page around it and keeps its markup untouched. On the visitor's
 * first interaction (pointing at it, touching, focusing, typing, submitting) its code loads and
 * React hydrates that same markup in a root of its own: nothing is replaced, so the field in
 * focus, what was typed, an open list of options and the on-screen keyboard all stay.
 *
 * A root of its own, because a Suspense boundary (React's way to hydrate later) is streamed
 * after the rest of the page once it is large, and revealed late (README, "Performance"). The
 * contexts the island reads from the page (the language, Next's router for its links) are
 * handed over to that root.
 *
 * An island the browser renders itself (it came with a client-side navigation, so the server
 * rendered no markup for it) loads at once and renders in the page's own root.
 */
export function HydrateOnInteraction({ load, children }: Props) {
  const hydrating = useHydrating()
  const [fromServer] = useState(hydrating)
  return fromServer ? <LateHydration load={load}>{children}</LateHydration> : <LoadedAtOnce load={load} />
}

function LoadedAtOnce({ load }: Pick<Props, 'load'>) {
  const [island, setIsland] = useState<ReactNode>(null)
  useEffect(() => {
    let current = true
    void load().then((loaded) => current && setIsland(loaded))
    return () => {
      current = false
    }
  }, [load])
  return <div>{island}</div>
}

function LateHydration({ load, children }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  const started = useRef(false)
  const heldSubmit = useRef(false)
  const hydrated = useRef(false)
  const router = useContext(AppRouterContext)
  const locale = useLocale()

  const onCommitted = useCallback(() => {
    hydrated.current = true
  }, [])

  const onHydrated = useCallback(() => {
    const element = container.current
    if (!element) return
    replayChoices(element)
    if (heldSubmit.current) {
      heldSubmit.current = false
      // A task later: the form library finishes setting up (and hears the replayed choices) first.
      setTimeout(() => element.querySelector('form')?.requestSubmit(), 0)
    }
  }, [])

  const start = useCallback(() => {
    if (started.current) return
    started.current = true
    load().then(
      (island) => {
        const element = container.current
        if (!element) return
        root.current = hydrateRoot(
          element,
          <AppRouterContext value={router}>
            <LocaleContext value={locale}>
              {island}
              <Hydrated onCommitted={onCommitted} onHydrated={onHydrated} />
            </LocaleContext>
          </AppRouterContext>,
        )
      },
      // The code did not arrive (offline, a new deployment): the next interaction tries again.
      () => {
        started.current = false
      },
    )
  }, [load, router, locale, onCommitted, onHydrated])

  useEffect(
    () => () => {
      const own = root.current
      root.current = null
      // Not during the page's own commit: React refuses to unmount a root synchronously there.
      if (own) setTimeout(() => own.unmount(), 0)
    },
    [],
  )

  // Until the form's root has committed, a submit is the browser's own (a GET to this page, with
  // the fields in its address). Neither React root can be trusted to stop it meanwhile: while the
  // island's root is hydrating, the page's root no longer dispatches to the form and the island's
  // does not yet. So a native listener, added before the island's root adds its own to the same
  // element, stops it (and them) and sends it once the form can.
  const startOnSubmit = useRef(start)
  useLayoutEffect(() => {
    startOnSubmit.current = start
  }, [start])
  useEffect(() => {
    const element = container.current
    if (!element) return
    const holdSubmit = (event: SubmitEvent) => {
      if (hydrated.current) return
      event.preventDefault()
      event.stopImmediatePropagation()
      heldSubmit.current = true
      startOnSubmit.current()
    }
    element.addEventListener('submit', holdSubmit, true)
    return () => element.removeEventListener('submit', holdSubmit, true)
  }, [])

  const markup = typeof window === 'undefined' ? { children } : { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
  return (
    <div
      ref={container}
      onPointerEnter={start}
      onPointerDownCapture={start}
      onFocusCapture={start}
      onInputCapture={start}
      {...markup}
    />
  )
}
