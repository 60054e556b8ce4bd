import { describe, expect, it } from 'vitest'
import { notificationRecipient } from '@/lib/leads/routing'

const settings = {
  inboxes: {
    sales: 'sales@example.org',
    contact: 'hello@example.org',
    newsletter: 'news@example.org',
    recovery: 'recovery@example.org',
  },
  notificationRoutes: [
    { form: 'demo' as const, country: 'nigeria' as const, to: 'africa@example.org' },
    { form: 'quote' as const, country: 'nigeria' as const, to: 'africa@example.org' },
    { form: 'contact' as const, country: null, to: 'support@example.org' },
  ],
}

describe('notification routing', () => {
  it('sends a demo request from Nigeria to the Africa team', () => {
    expect(notificationRecipient(settings, 'demo', 'nigeria')).toBe('africa@example.org')
  })

  it('sends a demo request from elsewhere to sales, the default', () => {
    expect(notificationRecipient(settings, 'demo', 'jamaica')).toBe('sales@example.org')
  })

  it('a route without a country takes the form from every country', () => {
    expect(notificationRecipient(settings, 'contact', undefined)).toBe('support@example.org')
  })

  it('a form without routes goes to its own inbox', () => {
    expect(notificationRecipient(settings, 'recovery')).toBe('recovery@example.org')
    expect(notificationRecipient({ inboxes: null }, 'newsletter')).toBeNull()
  })
})
