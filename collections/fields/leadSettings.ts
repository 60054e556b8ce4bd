import type { Field } from 'payload'
import { COUNTRIES } from '@/lib/forms/options'
import { LEAD_FORM_NAMES } from '@/lib/leads/forms'
import { isStaffField } from '../access/isStaff'

/**
 * Site settings for leads: the CRM the sales team works in, and where each form's notification
 * goes by form and country (the first matching route wins; otherwise the form's inbox above).
 * Addresses are for staff only.
 */
export const leadSettingsFields: Field[] = [
  {
    name: 'crmName',
    label: "The company's CRM",
    type: 'text',
    defaultValue: 'HubSpot',
    admin: { description: 'Named in the newsletter notification email, e.g. "HubSpot".' },
  },
  {
    name: 'notificationRoutes',
    label: 'Notification routing',
    type: 'array',
    access: { read: isStaffField },
    admin: {
      description:
        "Send a form's notification to another team, e.g. demo requests from Nigeria to the Africa team. The first matching row wins; anything unmatched goes to the inbox above.",
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'form',
            type: 'select',
            required: true,
            options: LEAD_FORM_NAMES.map((value) => ({ label: value, value })),
          },
          {
            name: 'country',
            type: 'select',
            options: COUNTRIES.map(({ value, label }) => ({ value, label })),
            admin: { description: 'Empty: every country.' },
          },
          { name: 'to', label: 'Send to', type: 'email', required: true },
        ],
      },
    ],
  },
]
