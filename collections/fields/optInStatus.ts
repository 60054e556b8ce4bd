import type { Field } from 'payload'

/**
 * Where a double opt-in subscription stands: pending until the emailed link is opened, confirmed,
 * or unsubscribed by the link in every email; and when each happened. The newsletter's and the
 * sub-processor list's subscribers share them.
 */
export const optInStatusFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    defaultValue: 'pending',
    index: true,
    options: [
      { label: 'Pending confirmation', value: 'pending' },
      { label: 'Confirmed', value: 'confirmed' },
      { label: 'Unsubscribed', value: 'unsubscribed' },
    ],
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'confirmedAt',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'unsubscribedAt',
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
]
