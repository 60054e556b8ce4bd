'use client'

import { usePathname } from 'next/navigation'
import { LOCALE_INFO, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pathInEveryLocale } from '@/lib/i18n/paths'
import { rememberLocale } from './rememberLocale'

/** "English / Español": the same page in the other language; the choice is kept in a cookie. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const paths = pathInEveryLocale(usePathname() || '/')
  return (
    <nav aria-label={label} className="flex items-center gap-1 text-sm xl:text-[0.8125rem]">
      {LOCALES.map((code, index) => (
        <span key={code} className="flex items-center gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="text-slate-400">
              /
            </span>
          ) : null}
          {code === locale ? (
            <span aria-current="true" className="font-semibold text-slate-900">
              {LOCALE_INFO[code].label}
            </span>
          ) : (
            <a
              href={paths[code]}
              hrefLang={code}
              lang={code}
              onClick={() => rememberLocale(code)}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {LOCALE_INFO[code].label}
            </a>
          )}
        </span>
      ))}
    </nav>
  )
}
