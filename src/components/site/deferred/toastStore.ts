/**
 * Whether anything on the page can show a toast yet. The Toaster (and sonner with it) is only
 * fetched once a module that calls `toast()` has loaded, so pages without a live form carry none
 * of it; the site layout's <Toasts /> listens here.
 */
let wanted = false
const listeners = new Set<() => void>()

export function wantToasts(): void {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

export function onToastsWanted(listener: () => void): () => void {
  if (wanted) listener()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
