'use client'

import { useParams } from 'next/navigation'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** In a browser island: the language of the page, from the `[lang]` segment it was routed to. */
export function useLocale(): Locale {
  const { lang } = useParams<{ lang?: string }>() ?? {}
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}
