'use client'

import Link from 'next/link'
import { createContext, useContext, useState, type ComponentProps, type ReactNode } from 'react'
import { BlogListSkeleton } from './BlogListSkeleton'

const ViewChange = createContext<(to: string) => void>(() => {})

type Props = { view: string; loadingLabel: string; chips: ReactNode; children: ReactNode }

/**
 * The listing's chips and posts. Each view is a cached page, and a view no one has opened yet
 * is rendered whole before it is sent (no streaming on a cache miss), so the frame itself shows
 * the six skeleton cards from the moment a chip or pager link is followed until the
 * next view arrives.
 */
export function BlogViewFrame({ view, loadingLabel, chips, children }: Props) {
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null)
  // Derived, not reset: once the next view renders, `view` no longer equals `from`.
  const loading = pending !== null && pending.from === view && pending.to !== view
  return (
    <ViewChange.Provider value={(to) => setPending({ from: view, to })}>
      {chips}
      <div className="mt-10">{loading ? <BlogListSkeleton label={loadingLabel} /> : children}</div>
    </ViewChange.Provider>
  )
}

/** A link to another view of the listing: the frame shows the skeleton while it loads. */
export function ViewLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const viewChange = useContext(ViewChange)
  return <Link href={href} prefetch={false} {...props} onNavigate={() => viewChange(href)} />
}
