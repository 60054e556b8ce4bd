import { defineForm } from '../defineForm'
import { email, optionalText, requiredText, select } from '../fieldSpecs'
import { LIMITS } from '../limits'
import { oneLine } from '@/lib/html'
import { COUNTRIES, DEMO_ROLES } from '../options'

export const demo = defineForm({
  name: 'demo',
  collection: 'demo-requests',
  dashboard: { label: 'Demo requests', colour: '#0072B2' },
  crmTitle: 'Demo request',
  inbox: 'sales',
  words: (t) => ({ demo: t.demo, options: t.options }),
  fields: {
    firstName: requiredText({ staff: 'First name', label: 'firstName', max: LIMITS.name }),
    lastName: requiredText({ staff: 'Last name', label: 'lastName', max: LIMITS.name }),
    email: email(),
    phone: optionalText({ staff: 'Phone', label: 'phone', max: LIMITS.phone }),
    organization: requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
    role: select({ staff: 'Role', options: DEMO_ROLES, message: 'selectRole' }),
    country: select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
    message: optionalText({ staff: 'Message', label: 'message', max: LIMITS.message }),
  },
  notification: {
    subject: (data) => oneLine(`New Demo Request from ${data.firstName} ${data.lastName}`),
    heading: (data) => `Demo request from ${data.firstName} ${data.lastName}`,
    replyTo: true,
    byCountry: true,
  },
})
