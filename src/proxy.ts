import { NextResponse, type NextRequest } from 'next/server'
import { localeProxy } from '@/lib/i18n/proxy'

/** Next's request proxy: each concern answers or passes (src/lib/i18n/proxy.ts for languages). */
export function proxy(request: NextRequest): NextResponse {
  return localeProxy(request) ?? NextResponse.next()
}

export const config = {
  // Next's build output never needs a language; everything else is decided in code.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
