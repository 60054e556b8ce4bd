import { defineForm } from '../defineForm'
import { choices, count, countOr, email, optionalChoices, optionalText, requiredText, select } from '../fieldSpecs'
import { LIMITS } from '../limits'
import { oneLine } from '@/lib/html'
import { COUNTRIES, ORGANIZATION_TYPES, PROFESSIONAL_SERVICES, QUOTE_FEATURES, TIMELINES } from '../options'

export const quote = defineForm({
  name: 'quote',
  collection: 'quote-requests',
  dashboard: { label: 'Quote requests', colour: '#E69F00' },
  crmTitle: 'Quote request',
  inbox: 'sales',
  words: (t) => ({ quote: t.quote, options: t.options }),
  fields: {
    firstName: requiredText({ staff: 'First name', label: 'firstName', max: LIMITS.name }),
    lastName: requiredText({ staff: 'Last name', label: 'lastName', max: LIMITS.name }),
    email: email(),
    phone: requiredText({ staff: 'Phone', label: 'phone', max: LIMITS.phone }),
    jobTitle: requiredText({ staff: 'Job title', label: 'jobTitle', max: LIMITS.name }),
    organization: requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
    organizationType: select({ staff: 'Organization type', options: ORGANIZATION_TYPES, message: 'selectOrganizationType' }),
    country: select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
    numberOfStudents: count({ staff: 'Number of students', label: 'numberOfStudents' }),
    numberOfTeachers: count({ staff: 'Number of teachers', label: 'numberOfTeachers' }),
    numberOfSchools: countOr(1, { staff: 'Number of schools', label: 'numberOfSchools' }),
    features: choices({ staff: 'Features', options: QUOTE_FEATURES, message: 'featuresFromList', atLeastOne: 'atLeastOneFeature' }),
    professionalServices: optionalChoices({ staff: 'Professional services', options: PROFESSIONAL_SERVICES, message: 'servicesFromList' }),
    timeline: select({ staff: 'Timeline', options: TIMELINES, message: 'selectTimeline' }),
    additionalInfo: optionalText({ staff: 'Additional information', label: 'additionalInfo', max: LIMITS.message }),
  },
  notification: {
    subject: (data) => oneLine(`New Quote Request from ${data.firstName} ${data.lastName}`),
    heading: (data) => `Custom quote request from ${data.firstName} ${data.lastName}`,
    replyTo: true,
    byCountry: true,
  },
})
