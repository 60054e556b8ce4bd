import { buildEmailHtml, oneLine } from '@/lib/html'
import { COUNTRIES, DEMO_ROLES, ORGANIZATION_TYPES, PROFESSIONAL_SERVICES, QUOTE_FEATURES, TIMELINES, labelOf } from '@/lib/forms/options'
import type { Contact, DemoRequest, Newsletter, QuoteRequest } from '@/lib/forms/schemas'

/** An email to the company about one submission; `to` comes from site settings. */
export type Notification = { subject: string; html: string; replyTo?: string }

const labels = (options: Parameters<typeof labelOf>[0], values: string[]) => values.map((value) => labelOf(options, value))

/** Where staff open the stored submission. */
export type CmsLink = string

const cmsRow = (cmsLink: CmsLink) => ({ label: 'In the CMS', value: cmsLink })

export function newsletterNotification(data: Newsletter, cmsLink: CmsLink, crmName?: string | null): Notification {
  return {
    subject: 'New Newsletter Subscription',
    html: buildEmailHtml({
      heading: 'New newsletter subscription',
      rows: [
        { label: 'Email', value: data.email },
        { label: 'Status', value: 'Added to the newsletter subscribers list in the CMS' },
        ...(crmName ? [{ label: 'CRM', value: `Delivered to ${crmName} once the subscriber confirms` }] : []),
        cmsRow(cmsLink),
      ],
    }),
  }
}

export function demoRequestNotification(data: DemoRequest, cmsLink: CmsLink): Notification {
  const name = `${data.firstName} ${data.lastName}`
  return {
    subject: oneLine(`New Demo Request from ${name}`),
    replyTo: data.email,
    html: buildEmailHtml({
      heading: `Demo request from ${name}`,
      rows: [
        { label: 'First name', value: data.firstName },
        { label: 'Last name', value: data.lastName },
        { label: 'Email', value: data.email },
        { label: 'Phone', value: data.phone },
        { label: 'Organization', value: data.organization },
        { label: 'Role', value: labelOf(DEMO_ROLES, data.role) },
        { label: 'Country', value: labelOf(COUNTRIES, data.country) },
        { label: 'Message', value: data.message },
        cmsRow(cmsLink),
      ],
    }),
  }
}

export function quoteRequestNotification(data: QuoteRequest, cmsLink: CmsLink): Notification {
  const name = `${data.firstName} ${data.lastName}`
  return {
    subject: oneLine(`New Quote Request from ${name}`),
    replyTo: data.email,
    html: buildEmailHtml({
      heading: `Custom quote request from ${name}`,
      rows: [
        { label: 'First name', value: data.firstName },
        { label: 'Last name', value: data.lastName },
        { label: 'Email', value: data.email },
        { label: 'Phone', value: data.phone },
        { label: 'Job title', value: data.jobTitle },
        { label: 'Organization', value: data.organization },
        { label: 'Organization type', value: labelOf(ORGANIZATION_TYPES, data.organizationType) },
        { label: 'Country', value: labelOf(COUNTRIES, data.country) },
        { label: 'Number of students', value: data.numberOfStudents },
        { label: 'Number of teachers', value: data.numberOfTeachers },
        { label: 'Number of schools', value: data.numberOfSchools },
        { label: 'Features', value: labels(QUOTE_FEATURES, data.features) },
        { label: 'Professional services', value: labels(PROFESSIONAL_SERVICES, data.professionalServices) },
        { label: 'Timeline', value: labelOf(TIMELINES, data.timeline) },
        { label: 'Additional information', value: data.additionalInfo },
        cmsRow(cmsLink),
      ],
    }),
  }
}

export function contactNotification(data: Contact, cmsLink: CmsLink): Notification {
  return {
    subject: oneLine(`Contact Form: ${data.subject}`),
    replyTo: data.email,
    html: buildEmailHtml({
      heading: `Message from ${data.name}`,
      rows: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        { label: 'Subject', value: data.subject },
        { label: 'Message', value: data.message },
        cmsRow(cmsLink),
      ],
    }),
  }
}
