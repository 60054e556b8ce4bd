'use client'
import { useLivePreview } from '@payloadcms/live-preview-react'
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react'
import { renderLivePage } from '@/lib/livePreview/renderLivePage'
import type { Page } from '@/payload-types'

// Renders at most this often while the marketer types.
const RENDER_DELAY_MS = 150

/**
 * Inside the CMS's live-preview iframe (draft mode only): starts with the page as the server
 * rendered it, then re-renders its blocks on the server from the unsaved form state the admin
 * posts on every keystroke.
 */
export function LivePage({ initialPage, serverURL, children }: { initialPage: Page; serverURL: string; children: ReactNode }) {
  const { data } = useLivePreview<Page>({ initialData: initialPage, serverURL, depth: 1 })
  const [rendered, setRendered] = useState<ReactNode>(children)
  const [, startTransition] = useTransition()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    // Messages about another document (a pricing tier shown on this page) carry no layout.
    if (!Array.isArray(data?.layout)) return
    const timer = setTimeout(() => {
      startTransition(async () => {
        try {
          setRendered(await renderLivePage(data.layout))
        } catch (error) {
          console.error('live preview render failed', error)
        }
      })
    }, RENDER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [data])

  return <div data-live-preview="">{rendered}</div>
}
