'use client'

import type { ReactNode } from 'react'
import { useConfig } from '@payloadcms/ui'

/** A link to one of our own views under the CMS, styled as the panel's navigation. */
export function AdminNavLink({ view, children }: { view: string; children: ReactNode }) {
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  return (
    <a
      className="nav__link"
      href={`${admin}/${view}`}
      style={{ marginBlock: 'calc(var(--base) / 2)' }}
    >
      {children}
    </a>
  )
}
