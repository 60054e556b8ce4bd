'use client'

import { useLocale } from '@/lib/i18n/useLocale'
import type { Locale } from '@/lib/i18n/locales'
import { formMessages, type FormMessages } from './messages'

/** The forms' words in the language of the page the form sits on. */
export function useFormMessages(): FormMessages & { locale: Locale } {
  const locale = useLocale()
  return { ...formMessages(locale), locale }
}
