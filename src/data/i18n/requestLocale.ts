import { notFound } from 'next/navigation'
import { cache } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

// One slot per server render: the layout and the page set it from the `[lang]` segment, and
// whatever they render (blocks, links, the not-found page) reads it without prop drilling.
const slot = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }))

export function getRequestLocale(): Locale {
  return slot().locale
}

/** For renders outside a `[lang]` route (the live preview's server actions). */
export function setRequestLocale(locale: Locale): void {
  slot().locale = locale
}

/**
 * The language of a route under `[lang]`, remembered for the rest of the render. Only the
 * rewrites of config/localeRoutes.mjs put a value there, so anything else is a 404.
 */
export async function resolveLocale(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  setRequestLocale(lang)
  return lang
}
