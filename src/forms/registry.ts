import type { ComponentType } from 'react'
import { ContactForm } from './ContactForm.client'
import { DemoRequestForm } from './DemoRequestForm.client'
import { NewsletterForm } from './NewsletterForm.client'
import { QuoteRequestForm } from './QuoteRequestForm.client'
import { RecoveryForm } from './recovery/RecoveryForm.client'

/** The forms a marketer can place with the form block, by name. */
export const FORM_NAMES = ['newsletter', 'demo', 'quote', 'contact', 'recovery'] as const
export type FormName = (typeof FORM_NAMES)[number]

/**
 * The component that renders each form. A name without a component renders the form block's
 * "coming soon" placeholder; each form's issue adds its entry here.
 */
export const formComponents: Partial<Record<FormName, ComponentType>> = {
  newsletter: NewsletterForm,
  demo: DemoRequestForm,
  quote: QuoteRequestForm,
  contact: ContactForm,
  recovery: RecoveryForm,
}
