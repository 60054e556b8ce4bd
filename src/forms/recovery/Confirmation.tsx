import Link from 'next/link'
import { useEffect, useRef } from 'react'

/** What replaces the form after a successful application (SPEC §2 "Recovery support page"). */
export function Confirmation({ caseId }: { caseId: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    // The spec scrolls the page to the top; focusing must not scroll back down to the heading.
    heading.current?.focus({ preventScroll: true })
  }, [])
  return (
    <section aria-labelledby="recovery-confirmation" className="mx-auto max-w-2xl rounded-lg border border-green-200 bg-green-50 p-8 text-center">
      <h2 id="recovery-confirmation" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        Application Submitted
      </h2>
      <p className="mt-4 text-slate-800">Thank you. Your application has been received.</p>
      <p className="mt-2 text-slate-800">
        Your case ID is <strong className="font-mono text-lg">{caseId}</strong>. Please keep it for your records; we have also
        sent it to you by email.
      </p>
      <p className="mt-2 text-slate-700">Our team reviews applications within a few business days.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  )
}
