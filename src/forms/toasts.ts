/**
 * The forms' toasts. Sonner (and the toaster, src/components/site/deferred/toast.ts) is fetched when a form is
 * reached for or shown, never with the page's first load: the footer's form is on every page.
 */
const loadToast = () => import('@/components/site/deferred/toast').then((module) => module.toast)

/** Starts fetching the toaster, so it is mounted before the first toast. */
export function prepareToasts(): void {
  loadToast().catch((error: unknown) => console.error('loading the toaster failed', error))
}

export async function showToast(
  type: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const toast = await loadToast()
  toast[type](title, { description })
}
