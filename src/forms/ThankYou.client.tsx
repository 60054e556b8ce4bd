'use client'

import Link from 'next/link'
import { useEffect, useRef, type ReactNode } from 'react'
import { localizePath } from '@/lib/i18n/paths'
import { useFormWords } from './FormWords'

type Props = { heading: string; children: string; extra?: ReactNode }

/** What the demo and quote forms become once sent: a note, three ways on, and what the page adds (`extra`). */
export function ThankYou({ heading, children, extra }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const t = useFormWords()
  const links = [
    { href: localizePath('/resources/demos', t.locale), label: t.thankYou.demos, primary: true },
    { href: localizePath('/', t.locale), label: t.thankYou.home, primary: false },
    { href: localizePath('/resources', t.locale), label: t.thankYou.resources, primary: false },
  ]
  // The form the visitor was in is gone: move focus (and the view) to what replaced it.
  useEffect(() => {
    headingRef.current?.focus()
    headingRef.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <section
      aria-labelledby="thank-you-heading"
      className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h2
        id="thank-you-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{children}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className={
              link.primary
                ? 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800'
                : 'rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50'
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
      {extra ? <div className="mt-8 border-t border-slate-200 pt-6">{extra}</div> : null}
    </section>
  )
}
