'use client'

import { useEffect } from 'react'
import { env } from '@/lib/env'

/**
 * Registers the site's service worker once the page has loaded, so its install (which fetches
 * the pages it keeps) never competes with the page's own first load. Production only: a
 * development server has no compiled worker, and a worker there would serve stale code.
 */
export function ServiceWorkerRegistration({ script }: { script: string }) {
  useEffect(() => {
    if (!env.isProduction || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register(script).catch((error: unknown) => {
        console.warn('[service worker] registration failed:', error)
      })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [script])
  return null
}
