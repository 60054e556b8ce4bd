import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

function Missing(): never {
  notFound()
}

/**
 * A route's 404 page, drawn by the server. In a production build Next answers a page that calls
 * `notFound()` with an empty document and lets the browser draw the 404 from the RSC payload
 * (vercel/next.js#62228): blank without JavaScript, and slow on a phone. Thrown inside a
 * Suspense boundary, the not-found error stops there: the server sends the layout with the
 * boundary's fallback (`children`, the route's own not-found page) and the status stays 404;
 * in the browser, Next's own not-found boundary draws the same page again.
 */
export function NotFoundInPlace({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  )
}
