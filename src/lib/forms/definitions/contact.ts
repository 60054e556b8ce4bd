import { defineForm } from '../defineForm'
import { email, requiredText } from '../fieldSpecs'
import { LIMITS } from '../limits'
import { oneLine } from '@/lib/html'

export const contact = defineForm({
  name: 'contact',
  collection: 'contact-messages',
  dashboard: { label: 'Contact messages', colour: '#009E73' },
  crmTitle: 'Contact message',
  inbox: 'contact',
  fields: {
    name: {
      ...requiredText({ staff: 'Name', label: 'name', max: LIMITS.name }),
      input: { label: (t) => t.contact.name, autoComplete: 'name' },
    },
    email: { ...email(), input: { label: (t) => t.contact.email, autoComplete: 'email' } },
    subject: {
      ...requiredText({ staff: 'Subject', label: 'subject', max: LIMITS.subject }),
      input: { label: (t) => t.contact.subject },
    },
    message: {
      ...requiredText({ staff: 'Message', label: 'message', max: LIMITS.message }),
      input: { label: (t) => t.contact.message, rows: 6 },
    },
  },
  draw: {
    label: (t) => t.contact.formLabel,
    submit: (t) => t.contact.submit,
    busy: 'sending',
    success: (t) => t.toasts.contactSuccess,
    after: 'cleared',
    layout: [{ row: ['name', 'email'] }, 'subject', 'message'],
  },
  staffList: {
    title: 'subject',
    columns: ['subject', 'name', 'email'],
    search: ['subject', 'name', 'email'],
  },
  notification: {
    subject: (data) => oneLine(`Contact Form: ${data.subject}`),
    heading: (data) => `Message from ${data.name}`,
    replyTo: true,
  },
})
