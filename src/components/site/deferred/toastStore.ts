import type { ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

/**
 * The toaster, once anything on the page can show a toast. Sonner is only fetched with a module
 * that calls `toast()` (src/components/site/deferred/toast.ts), which hands its Toaster over here, so pages without a
 * live form carry none of it; the site layout's <Toasts /> listens here.
 */
type Toaster = ComponentType<ToasterProps>

let toaster: Toaster | null = null
const listeners = new Set<(toaster: Toaster) => void>()

export function provideToaster(component: Toaster): void {
  if (toaster) return
  toaster = component
  for (const listener of listeners) listener(component)
}

export function onToaster(listener: (toaster: Toaster) => void): () => void {
  if (toaster) listener(toaster)
  listeners.add(listener)
  return () => listeners.delete(listener)
}
