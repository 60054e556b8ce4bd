import { defineForm } from '../defineForm'
import { email, pagePath } from '../fieldSpecs'

/**
 * The newsletter sign-up: an address, with double opt-in (src/lib/newsletter). It is on every
 * page, so it is drawn as an opt-in list's small sign-up (`optIn`: its address on one line with
 * the button), not with the other forms' library: the server draws it from here in the page's
 * language (drawOptInForm in ../drawForm.ts) and src/forms/OptInForm.client.tsx draws that, with
 * the page's path in a hidden field.
 */
export const newsletter = defineForm({
  name: 'newsletter',
  collection: 'newsletter-subscribers',
  // Subscribers stay while subscribed (src/lib/privacy/retention.ts).
  ownRetention: true,
  dashboard: { label: 'Newsletter', colour: '#56B4E9' },
  crmTitle: 'Newsletter subscription',
  inbox: 'newsletter',
  fields: {
    // Stored lower-case and once, so the same person subscribing twice finds their first row.
    email: {
      ...email(),
      column: { unique: true },
      input: {
        label: (t) => t.newsletter.email,
        placeholder: (t) => t.newsletter.placeholder,
        autoComplete: 'email',
      },
    },
    page: pagePath(),
  },
  optIn: {
    label: (t) => t.newsletter.formLabel,
    submit: (t) => t.newsletter.subscribe,
    busy: 'newsletter',
    busyName: (t) => t.newsletter.subscribing,
    success: (t) => t.toasts.newsletterSuccess,
    layout: { line: 'email' },
  },
  staffList: { title: 'email', columns: ['email'], search: ['email'] },
  notification: {
    subject: () => 'New Newsletter Subscription',
    heading: () => 'New newsletter subscription',
  },
})
