import { defineForm } from '../defineForm'
import {
  choices,
  count,
  countOr,
  email,
  optionalChoices,
  optionalText,
  requiredText,
  select,
} from '../fieldSpecs'
import { LIMITS } from '../limits'
import { oneLine } from '@/lib/html'
import {
  COUNTRIES,
  ORGANIZATION_TYPES,
  PROFESSIONAL_SERVICES,
  QUOTE_FEATURES,
  TIMELINES,
} from '../options'

export const quote = defineForm({
  name: 'quote',
  collection: 'quote-requests',
  dashboard: { label: 'Quote requests', colour: '#E69F00' },
  crmTitle: 'Quote request',
  inbox: 'sales',
  fields: {
    firstName: {
      ...requiredText({ staff: 'First name', label: 'firstName', max: LIMITS.name }),
      input: { label: (t) => t.quote.firstName, autoComplete: 'given-name' },
    },
    lastName: {
      ...requiredText({ staff: 'Last name', label: 'lastName', max: LIMITS.name }),
      input: { label: (t) => t.quote.lastName, autoComplete: 'family-name' },
    },
    email: { ...email(), input: { label: (t) => t.quote.email, autoComplete: 'email' } },
    phone: {
      ...requiredText({ staff: 'Phone', label: 'phone', max: LIMITS.phone }),
      input: { label: (t) => t.quote.phone, type: 'tel', autoComplete: 'tel' },
    },
    jobTitle: {
      ...requiredText({ staff: 'Job title', label: 'jobTitle', max: LIMITS.name }),
      input: { label: (t) => t.quote.jobTitle, autoComplete: 'organization-title' },
    },
    organization: {
      ...requiredText({ staff: 'Organization', label: 'organization', max: LIMITS.organization }),
      input: { label: (t) => t.quote.organization, autoComplete: 'organization' },
    },
    organizationType: {
      ...select({
        staff: 'Organization type',
        options: ORGANIZATION_TYPES,
        message: 'selectOrganizationType',
      }),
      input: {
        label: (t) => t.quote.organizationType,
        placeholder: (t) => t.quote.organizationTypePlaceholder,
        optionLabels: (t) => t.quote.organizationTypes,
      },
      column: { index: true },
    },
    country: {
      ...select({ staff: 'Country', options: COUNTRIES, message: 'selectCountry' }),
      input: {
        label: (t) => t.quote.country,
        placeholder: (t) => t.quote.countryPlaceholder,
        optionLabels: (t) => t.options.countries,
      },
      column: { index: true },
    },
    numberOfStudents: {
      ...count({ staff: 'Number of students', label: 'numberOfStudents' }),
      input: { label: (t) => t.quote.students },
    },
    numberOfTeachers: {
      ...count({ staff: 'Number of teachers', label: 'numberOfTeachers' }),
      input: { label: (t) => t.quote.teachers },
    },
    numberOfSchools: {
      ...countOr(1, { staff: 'Number of schools', label: 'numberOfSchools' }),
      input: { label: (t) => t.quote.schools },
    },
    features: {
      ...choices({
        staff: 'Features',
        options: QUOTE_FEATURES,
        message: 'featuresFromList',
        atLeastOne: 'atLeastOneFeature',
      }),
      input: {
        label: (t) => t.quote.features,
        hint: (t) => t.quote.featuresHint,
        optionLabels: (t) => t.quote.featureNames,
      },
    },
    professionalServices: {
      ...optionalChoices({
        staff: 'Professional services',
        options: PROFESSIONAL_SERVICES,
        message: 'servicesFromList',
      }),
      input: {
        label: (t) => t.quote.services,
        hint: (t) => t.quote.servicesHint,
        optionLabels: (t) => t.quote.serviceNames,
      },
    },
    timeline: {
      ...select({ staff: 'Timeline', options: TIMELINES, message: 'selectTimeline' }),
      input: {
        label: (t) => t.quote.timeline,
        placeholder: (t) => t.quote.timelinePlaceholder,
        optionLabels: (t) => t.quote.timelines,
      },
      column: { index: true },
    },
    additionalInfo: {
      ...optionalText({
        staff: 'Additional information',
        label: 'additionalInfo',
        max: LIMITS.message,
      }),
      input: { label: (t) => t.quote.additionalInfo, rows: 4 },
    },
  },
  draw: {
    label: (t) => t.quote.formLabel,
    submit: (t) => t.quote.submit,
    busy: 'submitting',
    success: (t) => t.toasts.quoteSuccess,
    after: { thankYou: (t) => t.quote.thankYou },
    roomy: true,
    layout: [
      {
        section: (t) => t.quote.contactLegend,
        items: [
          {
            row: ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'organization'],
            columns: 2,
          },
        ],
      },
      {
        section: (t) => t.quote.organizationLegend,
        items: [
          { row: ['organizationType', 'country'] },
          { row: ['numberOfStudents', 'numberOfTeachers', 'numberOfSchools'] },
        ],
      },
      'features',
      'professionalServices',
      { group: ['timeline', 'additionalInfo'] },
    ],
    missingChoice: (t) => t.toasts.quoteMissing,
    sendNeeds: { field: 'features', note: (t) => t.quote.needsFeature },
  },
  staffList: {
    title: 'organization',
    columns: ['organization', 'organizationType', 'country', 'numberOfStudents', 'timeline'],
    search: ['organization', 'email', 'firstName', 'lastName'],
  },
  notification: {
    subject: (data) => oneLine(`New Quote Request from ${data.firstName} ${data.lastName}`),
    heading: (data) => `Custom quote request from ${data.firstName} ${data.lastName}`,
    replyTo: true,
    byCountry: true,
  },
})
