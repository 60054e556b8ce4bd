import Link from 'next/link'
import type { ComponentProps } from 'react'
import { isExternalHref, newTabProps } from '@/lib/links'
import { NewTabNote } from './NewTabNote.client'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; newTab?: boolean | null }

/** Internal paths use client navigation; external ones are plain anchors, optionally in a new tab. */
export function NavItemLink({ href, newTab, children, ...rest }: Props) {
  const tabProps = newTab ? newTabProps : {}
  if (isExternalHref(href)) {
    return (
      <a href={href} {...tabProps} {...rest}>
        {children}
        {newTab ? <NewTabNote /> : null}
      </a>
    )
  }
  return (
    <Link href={href} {...tabProps} {...rest}>
      {children}
    </Link>
  )
}
