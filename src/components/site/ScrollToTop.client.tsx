'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The page scrolls to the top whenever the path changes (hash links excepted). */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
