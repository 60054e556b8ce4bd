'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'
import { onToaster } from './toastStore'

/** The site's toaster, mounted once a form that can raise a toast has loaded (see toastStore). */
export function Toasts() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => onToaster((component) => setToaster(() => component)), [])
  return Toaster ? <Toaster richColors closeButton position="bottom-right" /> : null
}
