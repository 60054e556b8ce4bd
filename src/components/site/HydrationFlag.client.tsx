'use client'

import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has hydrated: browser tests then act on a live page, and
 * the CSS that opens the header's menus before scripts (header.css) steps aside.
 */
export function HydrationFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
