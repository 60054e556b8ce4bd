'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { FormName } from './formNames'

/**
 * The form each name renders. Imported dynamically from this client module, so each form is a
 * chunk of its own that only a page showing it loads: the catch-all route renders every CMS
 * page, and a static import here would put every form (react-hook-form, zod, sonner) on all.
 */
const FORMS: Record<FormName, ComponentType> = {
  newsletter: dynamic(() => import('./NewsletterForm.client').then((module) => module.NewsletterForm)),
  demo: dynamic(() => import('./DemoRequestForm.client').then((module) => module.DemoRequestForm)),
  quote: dynamic(() => import('./QuoteRequestForm.client').then((module) => module.QuoteRequestForm)),
  contact: dynamic(() => import('./ContactForm.client').then((module) => module.ContactForm)),
  recovery: dynamic(() => import('./recovery/RecoveryForm.client').then((module) => module.RecoveryForm)),
}

export function FormIsland({ form }: { form: FormName }) {
  const Form = FORMS[form]
  return <Form />
}
