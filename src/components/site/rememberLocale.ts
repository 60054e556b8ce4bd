import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales'

const YEAR = 60 * 60 * 24 * 365

/** Keeps a visitor's language choice for a year (config/localeRoutes.mjs sends `/` on to it). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR}; samesite=lax`
}

export function hasChosenLocale(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
}
