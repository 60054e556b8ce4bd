import { defineForm } from '../defineForm'
import { email, recordId, requiredText, select, ticked } from '../fieldSpecs'
import { LIMITS } from '../limits'
import { COUNTRIES } from '../options'
import { oneLine } from '@/lib/html'

/**
 * A request for an on-request trust document: staff approve or decline it in the CMS
 * (collections/DocumentRequests.ts), and an approval emails a link to that one document.
 */
export const documentRequest = defineForm({
  name: 'documentRequest',
  collection: 'document-requests',
  dashboard: { label: 'Document requests', colour: '#CC79A7' },
  crmTitle: 'Trust document request',
  // Its page (/trust/request/<id>) names the document.
  placeable: false,
  inbox: 'sales',
  words: (t) => ({ documentRequest: t.documentRequest, options: t.options }),
  fields: {
    document: recordId({ staff: 'Document', message: 'chooseDocument' }),
    name: requiredText({ staff: 'Name', label: 'name', max: LIMITS.name }),
    email: email(),
    organization: requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
    country: select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
    purpose: requiredText({ staff: 'Purpose', label: 'purpose', max: LIMITS.message }),
    acceptTerms: ticked({ staff: 'Accepted the confidentiality terms', message: 'acceptTerms' }),
  },
  notification: {
    subject: (data) => oneLine(`Document request from ${data.name} (${data.organization})`),
    heading: (data) => `Document request from ${data.name}`,
    replyTo: true,
    byCountry: true,
  },
})
