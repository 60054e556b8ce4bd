import type { Field } from 'payload'

/** Each submission's deliveries to the sales tools, with "Deliver again" (staff). */
export const leadDeliveriesField: Field = {
  name: 'leadDeliveries',
  label: 'Sales tools',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/leads/LeadDeliveries.client#LeadDeliveries' },
  },
}
