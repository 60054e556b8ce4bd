'use client'

import { useParams } from 'next/navigation'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'
import { formMessages, type FormMessages } from './messages'

/** The language of the page a form sits on: the `[lang]` segment the proxy routed it to. */
export function useFormLocale(): Locale {
  const { lang } = useParams<{ lang?: string }>() ?? {}
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

export function useFormMessages(): FormMessages & { locale: Locale } {
  const locale = useFormLocale()
  return { ...formMessages(locale), locale }
}
