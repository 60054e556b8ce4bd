import Link from 'next/link'
import type { ReactNode } from 'react'
import type { SiteSetting } from '@/payload-types'
import { newTabProps } from '@/lib/links'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { siteMessages } from './messages'
import { NavItemLink } from './NavItemLink'
import { CONSENT_BANNER_ID } from '@/components/consent/bannerId'

const PLATFORM_NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  instagram: 'Instagram',
}

type Props = {
  settings: SiteSetting
  locale: Locale
  /** The newsletter sign-up: a form island, given by the layout (src/forms sits above src/components). */
  newsletterForm: ReactNode
  /** A "Cookie settings" link that opens the cookie banner again, when the site has one. */
  cookieSettings?: boolean
}

export function Footer({ settings, locale, newsletterForm, cookieSettings = false }: Props) {
  const year = new Date().getFullYear()
  const text = siteMessages(locale)
  return (
    <footer className="border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <Link href={localizePath('/', locale)} className="text-lg font-bold text-white">
            {settings.brandName}
          </Link>
          {settings.footerBlurb ? (
            <p className="mt-3 text-sm leading-6">{settings.footerBlurb}</p>
          ) : null}
          <ul aria-label={text.socialMedia} className="mt-6 flex flex-wrap gap-3">
            {(settings.socialLinks ?? []).map((social) => (
              <li key={social.id ?? social.url}>
                <a
                  href={social.url}
                  {...newTabProps}
                  className="rounded-md border border-slate-700 px-2.5 py-1 text-xs font-medium text-slate-200 hover:border-slate-400 hover:text-white"
                >
                  {PLATFORM_NAMES[social.platform] ?? social.platform}
                  <span className="sr-only"> {text.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <section aria-labelledby="footer-newsletter" className="mt-8 max-w-sm">
            <h2 id="footer-newsletter" className="text-sm font-semibold text-white">
              {settings.newsletterHeading || text.newsletter}
            </h2>
            {settings.newsletterText ? (
              <p className="mt-1 text-sm">{settings.newsletterText}</p>
            ) : null}
            <div className="mt-3">{newsletterForm}</div>
          </section>
        </div>
        {(settings.footerColumns ?? []).map((column) => (
          <nav key={column.id ?? column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {(column.links ?? []).map((link) => (
                <li key={link.id ?? link.href}>
                  <NavItemLink href={link.href} className="text-sm hover:text-white">
                    {link.label}
                  </NavItemLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-xs sm:px-6 lg:px-8">
          <p>
            © {year} {settings.brandName}. {text.allRightsReserved}
          </p>
          {cookieSettings ? (
            <a href={`#${CONSENT_BANNER_ID}`} className="underline hover:text-white">
              {text.cookieSettings}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
