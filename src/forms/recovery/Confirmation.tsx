import Link from 'next/link'
import { useEffect, useRef } from 'react'
import { localizePath } from '@/lib/i18n/paths'
import { useFormWords, useRecoveryWords } from '../FormWords'

/** What replaces the form after a successful application. */
export function Confirmation({ caseId }: { caseId: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const { locale } = useFormWords()
  const text = useRecoveryWords().confirmation
  useEffect(() => {
    window.scrollTo({ top: 0 })
    // The spec scrolls the page to the top; focusing must not scroll back down to the heading.
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section
      aria-labelledby="recovery-confirmation"
      className="mx-auto max-w-2xl rounded-lg border border-green-200 bg-green-50 p-8 text-center"
    >
      <h2
        id="recovery-confirmation"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        {text.heading}
      </h2>
      <p className="mt-4 text-slate-800">{text.thanks}</p>
      <p className="mt-2 text-slate-800">
        {text.caseIdBefore} <strong className="font-mono text-lg">{caseId}</strong>
        {text.caseIdAfter}
      </p>
      <p className="mt-2 text-slate-700">{text.review}</p>
      <Link
        href={localizePath('/', locale)}
        className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.home}
      </Link>
    </section>
  )
}
