'use client'

import { X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { siteMessages } from './messages'
import { hasChosenLocale, rememberLocale } from './rememberLocale'

/** The first language the browser asks for (its Accept-Language), when the site has it. */
function preferredLocale(): Locale | null {
  const code = navigator.languages?.[0]?.slice(0, 2).toLowerCase()
  return isLocale(code) ? code : null
}

/**
 * On a first visit to the English home page from a browser that prefers another language we
 * have, offers that language in a dismissible banner: never a redirect, so crawlers see both.
 */
export function LanguageSuggestion({ locale }: { locale: Locale }) {
  const pathname = usePathname()
  const [offer, setOffer] = useState<Locale | null>(null)

  useEffect(() => {
    if (locale !== DEFAULT_LOCALE || pathname !== '/' || hasChosenLocale()) return
    const preferred = preferredLocale()
    // Reading the browser's languages needs the browser: the page itself stays cacheable.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (preferred && preferred !== DEFAULT_LOCALE) setOffer(preferred)
  }, [locale, pathname])

  if (!offer) return null
  const text = siteMessages(offer)
  return (
    <div
      role="region"
      aria-label={text.language}
      lang={offer}
      className="bg-brand-700 px-4 py-2 text-sm text-white"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-4">
        <p>{text.suggestion}</p>
        <a
          href={localizePath('/', offer)}
          onClick={() => rememberLocale(offer)}
          className="font-semibold underline"
        >
          {text.suggestionAction}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLocale(DEFAULT_LOCALE)
            setOffer(null)
          }}
          className="rounded p-1 hover:bg-brand-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{text.dismiss}</span>
        </button>
      </div>
    </div>
  )
}
