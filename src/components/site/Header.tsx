import Link from 'next/link'
import { Menu, X } from 'lucide-react'
import type { SiteSetting } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { HeaderMenus } from './HeaderMenus.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { siteMessages } from './messages'
import { SiteMenu, type HeaderAction } from './SiteMenu'

const PANEL_ID = 'site-menu'
const TOGGLE_ID = 'site-menu-toggle'

function headerActions(settings: SiteSetting): HeaderAction[] {
  const login: HeaderAction = {
    label: settings.loginButton.label,
    href: settings.loginButton.href,
    look: 'outline',
  }
  const demo: HeaderAction = {
    label: settings.demoButton.label,
    href: settings.demoButton.href,
    look: 'primary',
  }
  const card = settings.externalUrls.cardActivation
  // Until Site settings name the card-activation address, the button is left out.
  return card
    ? [{ label: settings.activateCardLabel, href: card, newTab: true, look: 'plain' }, login, demo]
    : [login, demo]
}

export function Header({ settings, locale }: { settings: SiteSetting; locale: Locale }) {
  const text = siteMessages(locale)
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="group/header relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 xl:justify-start xl:gap-2">
        <Link
          href={localizePath('/', locale)}
          className="shrink-0 text-lg font-bold tracking-tight text-brand-700 xl:mr-2"
        >
          {settings.brandName}
          <span className="sr-only"> {text.home}</span>
        </Link>
        <SiteMenu
          id={PANEL_ID}
          menus={settings.menus ?? []}
          links={settings.navLinks ?? []}
          actions={headerActions(settings)}
          label={text.mainNav}
        />
        <Link
          href={localizePath('/search', locale)}
          prefetch={false}
          className="ml-auto flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 xl:ml-0"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="h-4 w-4"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5" strokeLinecap="round" />
          </svg>
          <span className="sr-only 2xl:not-sr-only">{text.search}</span>
        </Link>
        <LanguageSwitcher locale={locale} label={text.language} />
        <button
          id={TOGGLE_ID}
          type="button"
          popoverTarget={PANEL_ID}
          aria-controls={PANEL_ID}
          aria-label={text.openMenu}
          data-label-open={text.openMenu}
          data-label-close={text.closeMenu}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 xl:hidden"
        >
          <Menu aria-hidden className="h-6 w-6 group-has-[:popover-open]/header:hidden" />
          <X aria-hidden className="hidden h-6 w-6 group-has-[:popover-open]/header:block" />
        </button>
        <HeaderMenus panelId={PANEL_ID} toggleId={TOGGLE_ID} />
      </div>
    </header>
  )
}
