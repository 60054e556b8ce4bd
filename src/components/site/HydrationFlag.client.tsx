'use client'

import { useEffect } from 'react'

/** Marks <html data-hydrated> once React has hydrated, so browser tests act on a live page. */
export function HydrationFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
