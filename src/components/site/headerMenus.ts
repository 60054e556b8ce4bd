/**
 * What the header's one island (HeaderMenus.client.tsx) adds to the server's menu markup. The
 * markup works alone: CSS opens a menu on hover or focus until hydration, and the hamburger is a
 * `popovertarget`. This adds the close delay, keyboard movement, `aria-expanded`, and closes
 * what a chosen link leaves open. Listeners sit on the document and look elements up each time,
 * so a header re-rendered by a client navigation keeps working.
 */

/** Menus close 300 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 300

/** The breakpoint (Tailwind's `xl`) where the menus sit in the header row instead of the panel. */
const LARGE_SCREEN = '(min-width: 80rem)'

export type HeaderIds = { panel: string; toggle: string }

const MENU = '[data-menu]'
const TRIGGER = '[data-menu-trigger]'

const closestIn = (target: EventTarget | null, selector: string, root: Element | null) => {
  const found = target instanceof Element ? target.closest<HTMLElement>(selector) : null
  return found && root?.contains(found) ? found : null
}

const isPopoverOpen = (panel: HTMLElement | null) => Boolean(panel?.matches(':popover-open'))

export function attachHeaderMenus(ids: HeaderIds): () => void {
  const panel = () => document.getElementById(ids.panel)
  const toggle = () => document.getElementById(ids.toggle)
  const menus = () => Array.from(panel()?.querySelectorAll<HTMLElement>(MENU) ?? [])
  const triggerOf = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>(TRIGGER)
  const linksOf = (menu: HTMLElement) =>
    Array.from(menu.querySelectorAll<HTMLAnchorElement>(':scope > ul a'))
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  const cancelClose = () => clearTimeout(closeTimer)

  /** Opens `target` and closes every other menu; null closes them all. */
  const show = (target: HTMLElement | null) => {
    cancelClose()
    for (const menu of menus()) {
      menu.toggleAttribute('data-open', menu === target)
      triggerOf(menu)?.setAttribute('aria-expanded', String(menu === target))
    }
  }
  const openMenu = () => menus().find((menu) => menu.hasAttribute('data-open')) ?? null
  const scheduleClose = () => {
    cancelClose()
    closeTimer = setTimeout(() => show(null), MENU_CLOSE_DELAY_MS)
  }
  const focusLink = (menu: HTMLElement, position: number | 'first' | 'last') => {
    const links = linksOf(menu)
    if (links.length === 0) return
    const at =
      position === 'first'
        ? 0
        : position === 'last'
          ? links.length - 1
          : (position + links.length) % links.length
    links[at]?.focus()
  }

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    const menu = closestIn(event.target, MENU, panel())
    if (menu) {
      if (openMenu() !== menu) show(menu)
      else cancelClose()
    }
  }
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    const menu = closestIn(event.target, MENU, panel())
    if (menu && !menu.contains(event.relatedTarget as Node | null)) scheduleClose()
  }
  const onPointerDown = (event: PointerEvent) => {
    const nav = panel()
    if (openMenu() && !nav?.contains(event.target as Node)) show(null)
  }

  /** A mouse opens a menu by hovering, so its click must not close it again; touch and keys toggle. */
  const onClick = (event: MouseEvent) => {
    const trigger = closestIn(event.target, TRIGGER, panel())
    if (trigger) {
      const menu = trigger.closest<HTMLElement>(MENU)
      const mouse = (event as PointerEvent).pointerType === 'mouse'
      show(menu && openMenu() === menu && !mouse ? null : menu)
      return
    }
    // Client navigation keeps the header: a chosen link closes what it was chosen from.
    if (closestIn(event.target, 'a', panel())) {
      show(null)
      if (isPopoverOpen(panel())) panel()?.hidePopover()
    }
  }

  const onTriggerKey = (event: KeyboardEvent, menu: HTMLElement) => {
    if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
      event.preventDefault()
      show(menu)
      focusLink(menu, 'first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show(menu)
      focusLink(menu, 'last')
    } else if (event.key === 'Escape') {
      show(null)
    }
  }
  const onListKey = (event: KeyboardEvent, menu: HTMLElement) => {
    const current = linksOf(menu).indexOf(document.activeElement as HTMLAnchorElement)
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 'first',
      End: 'last',
    }
    if (event.key in moves) {
      event.preventDefault()
      focusLink(menu, moves[event.key])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      show(null)
      triggerOf(menu)?.focus()
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const menu = closestIn(event.target, MENU, panel())
    if (!menu) return
    if (closestIn(event.target, TRIGGER, menu)) onTriggerKey(event, menu)
    else onListKey(event, menu)
  }
  const onFocusOut = (event: FocusEvent) => {
    const menu = closestIn(event.target, MENU, panel())
    if (menu && openMenu() === menu && !menu.contains(event.relatedTarget as Node | null))
      show(null)
  }

  /** The hamburger names its state once scripts run; without them the browser reports it. */
  const syncToggle = () => {
    const button = toggle()
    if (!button) return
    const open = isPopoverOpen(panel())
    button.setAttribute('aria-expanded', String(open))
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen
    if (label) button.setAttribute('aria-label', label)
  }
  // The panel's popover means nothing on a large screen: one left open by a narrow window closes.
  const large = window.matchMedia(LARGE_SCREEN)
  const onWidthChange = () => {
    show(null)
    if (large.matches && isPopoverOpen(panel())) panel()?.hidePopover()
  }

  // `toggle` does not bubble, so the document hears it while capturing; details elements fire it too.
  const onToggle = (event: Event) => {
    if (event.target instanceof Element && event.target.id === ids.panel) syncToggle()
  }

  const listeners = [
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['focusout', onFocusOut],
  ] as const
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener as EventListener)
  document.addEventListener('toggle', onToggle, { capture: true })
  large.addEventListener('change', onWidthChange)
  syncToggle()
  return () => {
    cancelClose()
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener)
    document.removeEventListener('toggle', onToggle, { capture: true })
    large.removeEventListener('change', onWidthChange)
  }
}

/** After a back or forward navigation, which no click in the header caused. */
export function closeHeaderMenus(ids: HeaderIds): void {
  const panel = document.getElementById(ids.panel)
  for (const menu of Array.from(panel?.querySelectorAll<HTMLElement>(MENU) ?? [])) {
    menu.removeAttribute('data-open')
    menu.querySelector(TRIGGER)?.setAttribute('aria-expanded', 'false')
  }
  if (isPopoverOpen(panel)) panel?.hidePopover()
}
