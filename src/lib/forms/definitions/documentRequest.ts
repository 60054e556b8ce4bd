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
  fields: {
    document: recordId({ staff: 'Document', message: 'chooseDocument', of: 'documents' }),
    name: {
      ...requiredText({ staff: 'Name', label: 'name', max: LIMITS.name }),
      input: { label: (t) => t.documentRequest.name, autoComplete: 'name' },
    },
    email: {
      ...email(),
      input: { label: (t) => t.documentRequest.email, autoComplete: 'work email' },
    },
    organization: {
      ...requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
      input: { label: (t) => t.documentRequest.organization, autoComplete: 'organization' },
    },
    country: {
      ...select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
      input: {
        label: (t) => t.documentRequest.country,
        placeholder: (t) => t.documentRequest.countryPlaceholder,
        optionLabels: (t) => t.options.countries,
      },
    },
    purpose: {
      ...requiredText({ staff: 'Purpose', label: 'purpose', max: LIMITS.message }),
      input: {
        label: (t) => t.documentRequest.purpose,
        hint: (t) => t.documentRequest.purposeHint,
        rows: 4,
      },
    },
    acceptTerms: {
      ...ticked({ staff: 'Accepted the confidentiality terms', message: 'acceptTerms' }),
      input: { label: (t) => t.documentRequest.acceptTerms },
    },
  },
  draw: {
    label: (t) => t.documentRequest.formLabel,
    submit: (t) => t.documentRequest.submit,
    busy: 'sending',
    success: (t) => ({ title: t.thankYou.heading, description: t.documentRequest.thankYou }),
    after: { received: (t) => t.documentRequest.thankYou },
    layout: [
      'document',
      { row: ['name', 'email'] },
      { row: ['organization', 'country'] },
      'purpose',
      'acceptTerms',
    ],
  },
  staffList: {
    title: 'email',
    columns: ['email', 'organization', 'document'],
    search: ['email', 'name', 'organization'],
  },
  notification: {
    subject: (data) => oneLine(`Document request from ${data.name} (${data.organization})`),
    heading: (data) => `Document request from ${data.name}`,
    replyTo: true,
    byCountry: true,
  },
})
