import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type Props = {
  id?: string | null
  heading?: string | null
  intro?: string | null
  tone?: 'plain' | 'muted'
  className?: string
  children?: ReactNode
}

/** A page section: optional h2 and intro, labelled by its heading for landmark navigation. */
export function Section({ id, heading, intro, tone = 'plain', className, children }: Props) {
  const headingId = heading ? `${id || slugify(heading)}-heading` : undefined
  return (
    <section
      id={id || undefined}
      aria-labelledby={headingId}
      className={cn(tone === 'muted' ? 'bg-slate-50' : 'bg-white', 'scroll-mt-20')}
    >
      <div className={cn('mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8', className)}>
        {heading ? (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {heading}
          </h2>
        ) : null}
        {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}
