'use client'

import { useEffect, useRef } from 'react'

/** What replaces a request's form once it is in: what happens next, focused for screen readers. */
export function RequestReceived({ heading, text }: { heading: string; text: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section
      aria-labelledby="request-received"
      className="rounded-xl border border-green-200 bg-green-50 p-6"
    >
      <h2
        id="request-received"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-green-900 focus:outline-none"
      >
        {heading}
      </h2>
      <p className="mt-2 text-green-900">{text}</p>
    </section>
  )
}
