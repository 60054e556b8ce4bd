'use client'

import { isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback'
import { Component, type ReactNode } from 'react'

type Props = { page: ReactNode; children: ReactNode }

/**
 * Catches, in the browser, the not-found error that NotFoundInPlace sends (it is what gives the
 * response its 404 status) and shows the route's not-found page, the markup the server drew,
 * rather than letting it climb to Next's own not-found boundary, which renders the route's
 * content again to show the same page. Any other error goes on up.
 */
export class KeepNotFoundPage extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (isHTTPAccessFallbackError(error)) return this.props.page
    throw error
  }
}
