import { defineForm } from '../defineForm'
import { email, pagePath } from '../fieldSpecs'

/** The newsletter sign-up: an address, with double opt-in (src/lib/newsletter). */
export const newsletter = defineForm({
  name: 'newsletter',
  collection: 'newsletter-subscribers',
  // Subscribers stay while subscribed (src/lib/privacy/retention.ts).
  ownRetention: true,
  dashboard: { label: 'Newsletter', colour: '#56B4E9' },
  crmTitle: 'Newsletter subscription',
  inbox: 'newsletter',
  // The footer's sign-up takes its few words from ../newsletterWords.ts.
  words: () => ({}),
  fields: { email: email(), page: pagePath() },
  notification: { subject: () => 'New Newsletter Subscription', heading: () => 'New newsletter subscription' },
})
