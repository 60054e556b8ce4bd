import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'
import { env } from '@/lib/env'

function Missing(): never {
  notFound()
}

/**
 * A route's 404 page, drawn by the server. In a production build Next answers a page that calls
 * `notFound()` with an empty document and lets the browser draw the 404 from the RSC payload
 *: blank without JavaScript, and slow on a phone. Thrown inside a
 * Suspense boundary, the not-found error stops there: the server sends the layout with the
 * boundary's fallback (`children`, the route's own not-found page) and the status stays 404;
 * in the browser, Next's own not-found boundary draws the same page again.
 */
export function NotFoundInPlace({ children }: { children: ReactNode }) {
  // The development server streams every page: the layout leaves with a 200 before the boundary
  // throws. There the plain notFound() keeps the 404; the browser draws the page from the payload.
  if (env.isDevelopment) notFound()
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  )
}
