import Link from 'next/link'
import type { SiteSetting } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { DesktopNav } from './DesktopNav.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { siteMessages } from './messages'
import { MobileNav } from './MobileNav'
import { NavItemLink } from './NavItemLink'

export function Header({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  const text = siteMessages(locale)
  const menus = settings.menus ?? []
  const links = settings.navLinks ?? []
  const activateCard = { label: settings.activateCardLabel, href: settings.externalUrls.cardActivation, newTab: true }
  const login = { label: settings.loginButton.label, href: settings.loginButton.href }
  const demo = { label: settings.demoButton.label, href: settings.demoButton.href }
  // Until Site settings name the card-activation address, the button is left out.
  const actions = activateCard.href ? [activateCard, login, demo] : [login, demo]
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href={localizePath('/', locale)} className="text-lg font-bold tracking-tight text-brand-700">
          {settings.brandName}
          <span className="sr-only"> {text.home}</span>
        </Link>
        <DesktopNav menus={menus} links={links} label={text.mainNav} />
        <Link
          href={localizePath('/search', locale)}
          prefetch={false}
          className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" className="h-4 w-4">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only xl:not-sr-only">{text.search}</span>
        </Link>
        <LanguageSwitcher locale={locale} label={text.language} />
        <div className="hidden items-center gap-2 lg:flex">
          {activateCard.href ? (
            <NavItemLink
              href={activateCard.href}
              newTab
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {activateCard.label}
            </NavItemLink>
          ) : null}
          <NavItemLink
            href={login.href}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {login.label}
          </NavItemLink>
          <NavItemLink
            href={demo.href}
            className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {demo.label}
          </NavItemLink>
        </div>
        <MobileNav menus={menus} links={links} actions={actions} labels={{ open: text.openMenu, close: text.closeMenu, nav: text.mobileNav }} />
      </div>
    </header>
  )
}
