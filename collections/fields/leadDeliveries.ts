import type { Field } from 'payload'
import type { DeliveredForm } from '@/lib/leads/forms'

/**
 * Each submission's deliveries to the sales tools, with "Deliver again" (staff). The form's
 * delivery name travels as a prop, so the CMS's bundle needs none of the forms' definitions.
 */
export const leadDeliveriesField = (form: DeliveredForm): Field => ({
  name: 'leadDeliveries',
  label: 'Sales tools',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '@/components/leads/LeadDeliveries.client#LeadDeliveries',
        clientProps: { form },
      },
    },
  },
})
