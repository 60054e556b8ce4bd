'use client'

import { ChevronDown } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { clsx } from 'clsx'
import { NavItemLink } from './NavItemLink'
import type { NavLink, NavMenu } from './navTypes'

/** Menus close 300 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 300

/**
 * A mouse opens a menu by hovering its trigger, so a click on that trigger must not close it
 * again: the click arrives just after the hover opened it. Touch and keyboard clicks toggle.
 */
const isMouse = (event: MouseEvent<HTMLButtonElement>) => (event.nativeEvent as PointerEvent).pointerType === 'mouse'

type Props = { menus: NavMenu[]; links: NavLink[]; label: string }

export function DesktopNav({ menus, links, label }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }, [])

  const openMenu = useCallback(
    (index: number) => {
      cancelClose()
      setOpen(index)
    },
    [cancelClose],
  )

  const scheduleClose = useCallback(() => {
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(null), MENU_CLOSE_DELAY_MS)
  }, [cancelClose])

  useEffect(() => cancelClose, [cancelClose])

  useEffect(() => {
    if (open === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const menuItems = (index: number) =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(`${baseId}-menu-${index}`)} a`))

  const focusItem = (index: number, position: number | 'first' | 'last') => {
    const items = menuItems(index)
    if (items.length === 0) return
    const at = position === 'first' ? 0 : position === 'last' ? items.length - 1 : (position + items.length) % items.length
    items[at]?.focus()
  }

  const onTriggerKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openMenu(index)
      requestAnimationFrame(() => focusItem(index, 'first'))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openMenu(index)
      requestAnimationFrame(() => focusItem(index, 'last'))
    } else if (event.key === 'Escape') {
      setOpen(null)
    }
  }

  const onMenuKeyDown = (index: number) => (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(index)
    const current = items.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusItem(index, current + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(index, current - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusItem(index, 'first')
    } else if (event.key === 'End') {
      event.preventDefault()
      focusItem(index, 'last')
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(null)
      document.getElementById(`${baseId}-trigger-${index}`)?.focus()
    }
  }

  const onBlurWithin = (index: number) => (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open === index) setOpen(null)
  }

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menus.map((menu, index) => {
          const isOpen = open === index
          const menuId = `${baseId}-menu-${index}`
          return (
            <li
              key={menu.id ?? menu.label}
              className="group relative"
              onMouseEnter={() => openMenu(index)}
              onMouseLeave={scheduleClose}
              onBlur={onBlurWithin(index)}
            >
              <button
                id={`${baseId}-trigger-${index}`}
                type="button"
                aria-expanded={isOpen}
                aria-controls={menuId}
                onClick={(event) => (isOpen && !isMouse(event) ? setOpen(null) : openMenu(index))}
                onKeyDown={onTriggerKeyDown(index)}
                className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              >
                {menu.label}
                <ChevronDown aria-hidden className={clsx('h-4 w-4 transition-transform', isOpen && 'rotate-180')} />
              </button>
              <ul
                id={menuId}
                aria-label={menu.label}
                onKeyDown={onMenuKeyDown(index)}
                className={clsx(
                  'absolute left-0 top-full z-50 mt-1 w-80 rounded-lg border border-slate-200 bg-white p-2 shadow-lg',
                  isOpen ? 'block' : 'hidden before-hydration:group-focus-within:block before-hydration:group-hover:block',
                )}
              >
                {menu.items.map((item) => (
                  <li key={item.id ?? item.href}>
                    <NavItemLink
                      href={item.href}
                      newTab={item.newTab}
                      onClick={() => setOpen(null)}
                      className="block rounded-md px-3 py-2 hover:bg-slate-50 focus:bg-slate-50"
                    >
                      <span className="block text-sm font-medium text-slate-900">{item.label}</span>
                      {item.description ? (
                        <span className="block text-xs text-slate-600">{item.description}</span>
                      ) : null}
                    </NavItemLink>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
        {links.map((link) => (
          <li key={link.id ?? link.href}>
            <NavItemLink
              href={link.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              {link.label}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
