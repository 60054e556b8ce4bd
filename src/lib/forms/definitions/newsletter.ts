import { defineForm } from '../defineForm'
import { email, pagePath } from '../fieldSpecs'

/**
 * The newsletter sign-up: an address, with double opt-in (src/lib/newsletter). It is on every
 * page, so it is not drawn from here with the other forms' library: the small opt-in form
 * (src/forms/OptInForm.client.tsx) draws these two fields, with its words from ../newsletterWords.ts.
 */
export const newsletter = defineForm({
  name: 'newsletter',
  collection: 'newsletter-subscribers',
  // Subscribers stay while subscribed (src/lib/privacy/retention.ts).
  ownRetention: true,
  dashboard: { label: 'Newsletter', colour: '#56B4E9' },
  crmTitle: 'Newsletter subscription',
  inbox: 'newsletter',
  // Stored lower-case and once, so the same person subscribing twice finds their first row.
  fields: { email: { ...email(), column: { unique: true } }, page: pagePath() },
  staffList: { title: 'email', columns: ['email'], search: ['email'] },
  notification: {
    subject: () => 'New Newsletter Subscription',
    heading: () => 'New newsletter subscription',
  },
})
