import type { ComponentType } from 'react'
import { ContactForm } from './ContactForm.client'
import { DemoRequestForm } from './DemoRequestForm.client'
import type { FormName } from './formNames'
import type { FormProps } from './formProps'
import { NewsletterForm } from './NewsletterForm.client'
import { QuoteRequestForm } from './QuoteRequestForm.client'
import { RecoveryForm } from './recovery/RecoveryForm.client'

/**
 * Every form by name, imported statically: for the server's render of a form block only
 * (src/forms/FormIsland.client.tsx). In the browser each form is a chunk of its own.
 */
export const FORM_COMPONENTS: Record<FormName, ComponentType<FormProps>> = {
  newsletter: NewsletterForm,
  demo: DemoRequestForm,
  quote: QuoteRequestForm,
  contact: ContactForm,
  recovery: RecoveryForm,
}
