import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'
import { DesktopNav } from './DesktopNav.client'
import { MobileNav } from './MobileNav.client'
import { NavItemLink } from './NavItemLink'

export function Header({ settings }: { settings: SiteSetting }) {
  const menus = settings.menus ?? []
  const links = settings.navLinks ?? []
  const actions = [
    { label: settings.activateCardLabel || 'Activate Card', href: settings.externalUrls.cardActivation, newTab: true },
    { label: settings.loginButton.label, href: settings.loginButton.href },
    { label: settings.demoButton.label, href: settings.demoButton.href },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="text-lg font-bold tracking-tight text-brand-700">
          {settings.brandName}
          <span className="sr-only"> home</span>
        </Link>
        <DesktopNav menus={menus} links={links} />
        <div className="hidden items-center gap-2 lg:flex">
          <NavItemLink
            href={actions[0].href}
            newTab
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {actions[0].label}
          </NavItemLink>
          <NavItemLink
            href={actions[1].href}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {actions[1].label}
          </NavItemLink>
          <NavItemLink
            href={actions[2].href}
            className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {actions[2].label}
          </NavItemLink>
        </div>
        <MobileNav menus={menus} links={links} actions={actions} />
      </div>
    </header>
  )
}
