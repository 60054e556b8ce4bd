/*
 * The staff bar: "Edit this page", "Preview draft" and "Sign out" for signed-in staff browsing
 * the public site. Runs in the browser, compiled to public/staff-bar.js by
 * scripts/staffBarScript.ts. server/start.ts adds it only to pages requested with a session
 * cookie (never to cached or visitors' HTML); it asks /next/staff-bar whether the session is a
 * staff one, and shows nothing otherwise. No framework: it is not part of the app.
 */
import type { StaffBarInfo } from './info'

declare global {
  interface Window {
    __staffBar?: boolean
  }
}

const BAR_STYLE =
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483000;display:none;gap:16px;align-items:center;' +
  'justify-content:center;padding:6px 12px;background:#0f172a;color:#fff;font:14px/1.4 system-ui,sans-serif'
const LINK_STYLE = 'color:#fff;text-decoration:underline;font-weight:600'
const BUTTON_STYLE =
  'background:none;border:1px solid #fff;border-radius:4px;color:#fff;padding:2px 10px;cursor:pointer'

function createBar(): HTMLDivElement {
  const bar = document.createElement('div')
  bar.setAttribute('role', 'region')
  bar.setAttribute('aria-label', 'Staff tools')
  bar.id = 'staff-bar'
  bar.style.cssText = BAR_STYLE
  return bar
}

function link(text: string, href: string): HTMLAnchorElement {
  const a = document.createElement('a')
  a.textContent = text
  a.href = href
  a.style.cssText = LINK_STYLE
  return a
}

async function signOut(bar: HTMLElement): Promise<void> {
  await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
  bar.remove()
  // The next page comes from the shared cache again, without the bar.
  window.location.reload()
}

function signOutButton(bar: HTMLElement): HTMLButtonElement {
  const out = document.createElement('button')
  out.type = 'button'
  out.textContent = 'Sign out'
  out.style.cssText = BUTTON_STYLE
  out.addEventListener('click', () => signOut(bar))
  return out
}

/** Fills the bar for the current page, or hides it when the session is not a staff one. */
async function render(bar: HTMLElement): Promise<void> {
  const response = await fetch(`/next/staff-bar?path=${encodeURIComponent(location.pathname)}`, {
    credentials: 'same-origin',
    cache: 'no-store',
  }).catch(() => null)
  if (!response || !response.ok) {
    bar.style.display = 'none'
    return
  }
  const info = (await response.json()) as StaffBarInfo
  bar.replaceChildren()
  const who = document.createElement('span')
  who.textContent = `Signed in as ${info.name}`
  bar.append(who)
  if (info.editUrl) bar.append(link('Edit this page', info.editUrl))
  if (info.previewUrl) bar.append(link('Preview draft', info.previewUrl))
  if (!info.editUrl) bar.append(link('Open the CMS', info.cmsUrl))
  bar.append(signOutButton(bar))
  bar.style.display = 'flex'
}

// The site navigates without reloading: follow the address so "Edit this page" stays right.
function followNavigation(bar: HTMLElement): void {
  let shown = location.pathname
  const follow = () => {
    if (location.pathname === shown) return
    shown = location.pathname
    void render(bar)
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history)
    history[method] = (...args: Parameters<History['pushState']>) => {
      const result = original(...args)
      follow()
      return result
    }
  }
  window.addEventListener('popstate', follow)
}

function startStaffBar(): void {
  if (window.__staffBar) return
  window.__staffBar = true
  const bar = createBar()
  followNavigation(bar)
  document.body.append(bar)
  void render(bar)
}

startStaffBar()
