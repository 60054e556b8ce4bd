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
  fields: {
    firstName: {
      ...requiredText({ staff: 'First name', label: 'firstName', max: LIMITS.name }),
      input: { label: (t) => t.demo.firstName, autoComplete: 'given-name' },
    },
    lastName: {
      ...requiredText({ staff: 'Last name', label: 'lastName', max: LIMITS.name }),
      input: { label: (t) => t.demo.lastName, autoComplete: 'family-name' },
    },
    email: { ...email(), input: { label: (t) => t.demo.email, autoComplete: 'email' } },
    phone: {
      ...optionalText({ staff: 'Phone', label: 'phone', max: LIMITS.phone }),
      input: { label: (t) => t.demo.phone, type: 'tel', autoComplete: 'tel' },
    },
    organization: {
      ...requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
      input: { label: (t) => t.demo.organization, autoComplete: 'organization' },
    },
    role: {
      ...select({ staff: 'Role', options: DEMO_ROLES, message: 'selectRole' }),
      input: {
        label: (t) => t.demo.role,
        placeholder: (t) => t.demo.rolePlaceholder,
        optionLabels: (t) => t.options.roles,
      },
      column: { index: true },
    },
    country: {
      ...select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
      input: {
        label: (t) => t.demo.country,
        placeholder: (t) => t.demo.countryPlaceholder,
        optionLabels: (t) => t.options.countries,
      },
      column: { index: true },
    },
    message: {
      ...optionalText({ staff: 'Message', label: 'message', max: LIMITS.message }),
      input: { label: (t) => t.demo.message, rows: 4 },
    },
  },
  draw: {
    label: (t) => t.demo.formLabel,
    submit: (t) => t.demo.submit,
    busy: 'submitting',
    outboxBusy: 'sending',
    success: (t) => t.toasts.demoSuccess,
    after: { thankYou: (t) => t.thankYou.demo },
    layout: [
      { row: ['firstName', 'lastName'] },
      { row: ['email', 'phone'] },
      'organization',
      { row: ['role', 'country'] },
      'message',
    ],
  },
  staffList: {
    title: 'organization',
    columns: ['organization', 'firstName', 'lastName', 'email', 'role', 'country'],
    search: ['organization', 'email', 'firstName', 'lastName'],
  },
  notification: {
    subject: (data) => oneLine(`New Demo Request from ${data.firstName} ${data.lastName}`),
    heading: (data) => `Demo request from ${data.firstName} ${data.lastName}`,
    replyTo: true,
    byCountry: true,
  },
})
