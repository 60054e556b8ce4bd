'use client'

import { useParams } from 'next/navigation'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'
import { siteMessages } from './messages'

/** "(opens in a new tab)" for screen readers, in the page's language (server or client parent). */
export function NewTabNote() {
  const { lang } = useParams<{ lang?: string }>() ?? {}
  return <span className="sr-only"> {siteMessages(isLocale(lang) ? lang : DEFAULT_LOCALE).opensInNewTab}</span>
}
