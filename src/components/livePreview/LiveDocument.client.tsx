'use client'
import { useLivePreview } from '@payloadcms/live-preview-react'
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import { useLocale } from '@/components/i18n/useLocale'

// Renders at most this often while the marketer types.
const RENDER_DELAY_MS = 150

type Props<T> = {
  initialData: T
  serverURL: string
  /** A server action (src/app/(site)/[lang]/_livePreview/renderLive.tsx), in the page's language; null keeps what is shown. */
  render: (data: T, locale: Locale) => Promise<ReactNode>
  children: ReactNode
}

/**
 * Inside the CMS's live-preview iframe (draft mode only): starts with the document as the
 * server rendered it, then has the server render it again from the unsaved form state the
 * admin posts on every keystroke.
 */
export function LiveDocument<T extends object>({
  initialData,
  serverURL,
  render,
  children,
}: Props<T>) {
  const { data } = useLivePreview<T>({ initialData, serverURL, depth: 1 })
  const [rendered, setRendered] = useState<ReactNode>(children)
  const [, startTransition] = useTransition()
  const first = useRef(true)
  const locale = useLocale()

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const timer = setTimeout(() => {
      startTransition(async () => {
        try {
          const next = await render(data, locale)
          if (next !== null) setRendered(next)
        } catch (error) {
          console.error('live preview render failed', error)
        }
      })
    }, RENDER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [data, render, locale])

  return <div data-live-preview="">{rendered}</div>
}
