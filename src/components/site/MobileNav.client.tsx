'use client'

import { Menu, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { NavItemLink } from './NavItemLink'
import type { NavLink, NavMenu } from './navTypes'

type Props = {
  menus: NavMenu[]
  links: NavLink[]
  actions: { label: string; href: string; newTab?: boolean }[]
  /** The toggle's two states and the menu's own name, in the page's language. */
  labels: { open: string; close: string; nav: string }
}

/** Small screens: a hamburger toggles one list; a menu title links to its overview page. */
export function MobileNav({ menus, links, actions, labels }: Props) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const close = () => setOpen(false)

  // A back/forward navigation changes the path without a click on our links.
  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    setLastPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const entries = [
    ...menus.map((menu) => ({ label: menu.label, href: menu.overviewHref || menu.items[0]?.href || '/' })),
    ...links,
  ]

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label={labels.nav}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {entries.map((entry) => (
            <li key={entry.href + entry.label}>
              <NavItemLink
                href={entry.href}
                onClick={close}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50"
              >
                {entry.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
        <ul className="mt-4 flex flex-col gap-2">
          {actions.map((action) => (
            <li key={action.href}>
              <NavItemLink
                href={action.href}
                newTab={action.newTab}
                onClick={close}
                className="block rounded-md border border-slate-300 px-3 py-2 text-center text-base font-medium text-slate-800"
              >
                {action.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
