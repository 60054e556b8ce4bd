'use client'

import { useParams } from 'next/navigation'
import { createContext, useContext } from 'react'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'

/**
 * The page's language for islands hydrated in a React root of their own (late-hydrated forms),
 * where the app router's `[lang]` parameter cannot reach.
 */
export const LocaleContext = createContext<Locale | null>(null)

/** In a browser island: the language of the page, from the `[lang]` segment it was routed to. */
export function useLocale(): Locale {
  const given = useContext(LocaleContext)
  const { lang } = useParams<{ lang?: string }>() ?? {}
  if (given) return given
  return localeOrDefault(lang)
}
