import type { ReactNode } from 'react'

/** The plain, centred panel of a double opt-in list's own pages (confirmation, unsubscribe). */
export function OptInNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  )
}
