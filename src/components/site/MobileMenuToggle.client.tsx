'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

type Props = { menuId: string; labels: { open: string; close: string } }

const isOpen = (menu: HTMLElement | null) => Boolean(menu?.matches(':popover-open'))

/**
 * The hamburger of MobileNav. `popovertarget` opens and closes the menu with or without this
 * script; once it runs, the button also names its state, and a chosen link closes the menu
 * (client navigation keeps the header, so the browser would leave it open).
 */
export function MobileMenuToggle({ menuId, labels }: Props) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const target = document.getElementById(menuId)
      target?.addEventListener('toggle', onChange)
      return () => target?.removeEventListener('toggle', onChange)
    },
    [menuId],
  )
  // null on the server: without scripts the browser reports the popover's state itself.
  const open = useSyncExternalStore(subscribe, () => isOpen(document.getElementById(menuId)), () => null)

  useEffect(() => {
    const target = document.getElementById(menuId)
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && isOpen(target)) target?.hidePopover()
    }
    target?.addEventListener('click', onClick)
    return () => target?.removeEventListener('click', onClick)
  }, [menuId])

  // A back/forward navigation changes the path without a tap on the menu's links.
  const pathname = usePathname()
  const lastPath = useRef(pathname)
  useEffect(() => {
    if (pathname === lastPath.current) return
    lastPath.current = pathname
    const target = document.getElementById(menuId)
    if (isOpen(target)) target?.hidePopover()
  }, [pathname, menuId])

  return (
    <button
      type="button"
      popoverTarget={menuId}
      aria-controls={menuId}
      aria-expanded={open ?? undefined}
      aria-label={open ? labels.close : labels.open}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      <Menu aria-hidden className="h-6 w-6 group-has-[:popover-open]:hidden" />
      <X aria-hidden className="hidden h-6 w-6 group-has-[:popover-open]:block" />
    </button>
  )
}
