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
  words: (t) => ({ contact: t.contact }),
  fields: {
    name: requiredText({ staff: 'Name', label: 'name', max: LIMITS.name }),
    email: email(),
    subject: requiredText({ staff: 'Subject', label: 'subject', max: LIMITS.subject }),
    message: requiredText({ staff: 'Message', label: 'message', max: LIMITS.message }),
  },
  notification: { subject: (data) => oneLine(`Contact Form: ${data.subject}`), heading: (data) => `Message from ${data.name}`, replyTo: true },
})
