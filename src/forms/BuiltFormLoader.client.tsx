'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type { BuiltForm as BuiltFormComponent } from './BuiltForm.client'

// A chunk of its own, fetched only by a page that shows a built form (see FormByName.client.tsx).
const Loaded = dynamic(() => import('./BuiltForm.client').then((module) => module.BuiltForm))

export function BuiltFormLoader(props: ComponentProps<typeof BuiltFormComponent>) {
  return <Loaded {...props} />
}
