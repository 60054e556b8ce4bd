/** Toast texts of SPEC §8, written once; the forms show them and the e2e tests assert them. */
export const TOASTS = {
  failure: { title: 'Error', description: 'Something went wrong. Please try again.' },
  newsletterSuccess: { title: 'Subscribed!', description: "You've been added to our newsletter and CRM." },
  demoSuccess: { title: 'Demo Request Submitted!', description: 'Our team will contact you within 24 hours.' },
  quoteSuccess: { title: 'Quote Request Submitted!', description: 'Our team will prepare your custom quote within 48 hours.' },
  quoteMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  contactSuccess: { title: 'Message Sent!', description: "We'll get back to you as soon as possible." },
} as const

/** Button labels while a form is on its way (SPEC §4). */
export const BUSY_LABELS = { newsletter: '...', submitting: 'Submitting...', sending: 'Sending...' } as const
