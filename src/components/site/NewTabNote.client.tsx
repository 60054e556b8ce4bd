'use client'

import { useLocale } from '@/components/i18n/useLocale'
import { siteMessages } from './messages'

/** "(opens in a new tab)" for screen readers, in the page's language (server or client parent). */
export function NewTabNote() {
  return <span className="sr-only"> {siteMessages(useLocale()).opensInNewTab}</span>
}
