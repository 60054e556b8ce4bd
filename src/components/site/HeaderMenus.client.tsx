'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { attachHeaderMenus, closeHeaderMenus } from './headerMenus'

/**
 * The header's one island. It renders nothing and receives no menu content: the menus are the
 * server's markup, written once, and this only opens and closes them (./headerMenus.ts).
 */
export function HeaderMenus({ panelId, toggleId }: { panelId: string; toggleId: string }) {
  useEffect(() => attachHeaderMenus({ panel: panelId, toggle: toggleId }), [panelId, toggleId])

  // A back or forward navigation changes the path without a click in the header.
  const pathname = usePathname()
  const lastPath = useRef(pathname)
  useEffect(() => {
    if (pathname === lastPath.current) return
    lastPath.current = pathname
    closeHeaderMenus({ panel: panelId, toggle: toggleId })
  }, [pathname, panelId, toggleId])
  return null
}
