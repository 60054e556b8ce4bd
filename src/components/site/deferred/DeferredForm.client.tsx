'use client'

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'

export type FieldValuesSnapshot = Record<string, string>
type Snapshot = { values: FieldValuesSnapshot; focused: string | null; submit: boolean }

type Props<P extends object> = {
  /** The interactive form's module, fetched on the visitor's first interaction with the shell. */
  load: () => Promise<ComponentType<P>>
  /** The props of the interactive form, given what the visitor already typed into the shell. */
  liveProps: (values: FieldValuesSnapshot) => P
  /** The same form's markup without its behaviour, rendered by the server. */
  children: ReactNode
}

function takeSnapshot(container: HTMLElement | null, submit: boolean): Snapshot {
  const form = container?.querySelector('form')
  const values: FieldValuesSnapshot = {}
  if (form) for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
  const active = document.activeElement
  const focused = active instanceof HTMLInputElement && container?.contains(active) ? active.name : null
  return { values, focused, submit }
}

/**
 * A form whose code (validation, submission, toasts) stays off the page load: the server
 * renders its shell, and the real form replaces it when the visitor first points at, focuses,
 * touches or submits it. Loading it when it merely scrolls into view would make every short
 * page (a post, a 404) pay for it on load, on the phone's main thread. What was typed, the
 * focus and a submit made before the swap carry over, so nothing the visitor did is lost.
 */
export function DeferredForm<P extends object>({ load, liveProps, children }: Props<P>) {
  const shell = useRef<HTMLDivElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const submitted = useRef(false)
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null)
  const [live, setLive] = useState<{ Component: ComponentType<P>; snapshot: Snapshot } | null>(null)

  const start = useCallback(() => {
    if (started.current) return
    started.current = true
    void load().then((Component) => setLoaded(() => Component))
  }, [load])

  // The shell is read in a layout effect and replaced in the same synchronous pass: no input
  // can reach the shell between reading it and swapping it out, so no keystroke is lost.
  useLayoutEffect(() => {
    if (loaded && !live) setLive({ Component: loaded, snapshot: takeSnapshot(shell.current, submitted.current) })
  }, [loaded, live])

  useEffect(() => {
    if (!live) return
    const { focused, submit } = live.snapshot
    const form = container.current?.querySelector('form')
    if (focused) form?.querySelector<HTMLInputElement>(`[name="${CSS.escape(focused)}"]`)?.focus()
    if (submit) form?.requestSubmit()
  }, [live])

  if (live) {
    return (
      <div ref={container}>
        <live.Component {...liveProps(live.snapshot.values)} />
      </div>
    )
  }
  return (
    <div
      ref={shell}
      onFocusCapture={start}
      onPointerEnter={start}
      onPointerDownCapture={start}
      onSubmitCapture={(event) => {
        event.preventDefault()
        submitted.current = true
        start()
      }}
    >
      {children}
    </div>
  )
}
