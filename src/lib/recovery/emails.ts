import type { RecoveryApplication } from '@/payload-types'
import { statusLabel, supportLabel } from '@/lib/forms/recoveryOptions'
import { buildEmailHtml, oneLine, type EmailRow } from '@/lib/html'
import { formMessages } from '@/lib/forms/messages'
import { formatLongDate } from '@/lib/dates'
import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { recoveryEmailMessages } from './messages'

export type Email = { subject: string; html: string }

/** English keeps the ISO day staff expect; other languages read it in their own long form. */
const day = (iso: string | null | undefined, locale: Locale) =>
  iso ? (locale === 'en' ? iso.slice(0, 10) : formatLongDate(iso.slice(0, 10), locale)) : null

function applicationRows(a: RecoveryApplication, locale: Locale): EmailRow[] {
  const r = recoveryEmailMessages(locale).rows
  const o = formMessages(locale).recovery.options
  const support = (value: string) =>
    (o.support as Record<string, string>)[value] ?? supportLabel(value)
  return [
    { label: r.caseId, value: a.caseId },
    { label: r.schoolName, value: a.schoolName },
    { label: r.schoolType, value: o.schoolTypes[a.schoolType] },
    { label: r.educationLevel, value: o.educationLevels[a.educationLevel] },
    { label: r.address, value: a.address },
    { label: r.enrolment, value: a.enrolment },
    { label: r.staff, value: a.staff },
    { label: r.existingCustomer, value: Boolean(a.isExistingCustomer) },
    { label: r.contactName, value: a.contactName },
    { label: r.role, value: a.contactRole },
    { label: r.email, value: a.contactEmail },
    { label: r.phone, value: a.contactPhone },
    { label: r.operationalStatus, value: o.operationalStatuses[a.operationalStatus] },
    { label: r.reopenDate, value: day(a.reopenDate, locale) },
    { label: r.damageLevel, value: o.damageLevels[a.damageLevel] },
    { label: r.damageDescription, value: a.damageDescription },
    { label: r.studentsDisplaced, value: a.studentsDisplaced },
    { label: r.staffDisplaced, value: a.staffDisplaced },
    { label: r.evidence, value: a.evidenceUrl },
    { label: r.support, value: a.supportRequested.map(support) },
    { label: r.otherSupport, value: a.supportOtherText },
    { label: r.discountNeed, value: a.discountNeed },
    { label: r.monthsNeeded, value: a.monthsNeeded },
    { label: r.continuityPlan, value: a.continuityPlan },
    { label: r.signer, value: a.sigName },
    { label: r.sigDate, value: day(a.sigDate, locale) },
  ]
}

/** To the applicant, right after the application is stored, in the language they applied in. */
export function applicantConfirmation(a: RecoveryApplication): Email {
  const locale = localeOrDefault(a.language)
  const m = recoveryEmailMessages(locale).confirmation
  return {
    subject: oneLine(m.subject(a.caseId)),
    html: buildEmailHtml({
      heading: m.heading,
      intro: m.intro(a.contactName, a.schoolName, a.caseId),
      rows: applicationRows(a, locale),
    }),
  }
}

/** To the company's recovery inbox (site settings), with a link to the application in the CMS. */
export function inboxNotification(a: RecoveryApplication, cmsUrl: string): Email {
  return {
    subject: oneLine(`New recovery application: ${a.schoolName} (${a.caseId})`),
    html: buildEmailHtml({
      heading: 'New recovery support application',
      intro: `Review it on the review page or in the CMS: ${cmsUrl}`,
      rows: applicationRows(a, 'en'),
    }),
  }
}

/** The status email's fields: email, contactName, caseId, schoolName, newStatus, adminNotes. */
export type StatusEmailInput = {
  email: string
  contactName: string
  caseId: string
  schoolName: string
  newStatus: RecoveryApplication['applicationStatus']
  adminNotes: string
  /** The language the application came in; English when absent. */
  language?: string | null
}

/** To the applicant, after a reviewer changes the status. */
export function statusUpdateEmail(input: StatusEmailInput): Email {
  const m = recoveryEmailMessages(input.language)
  const status = m.status.labels[input.newStatus] ?? statusLabel(input.newStatus)
  return {
    subject: oneLine(m.status.subject(input.caseId, status)),
    html: buildEmailHtml({
      heading: m.status.heading,
      intro:
        m.status.intro(input.contactName, input.schoolName, input.caseId, status) +
        (input.adminNotes ? m.status.notes(input.adminNotes) : ''),
      rows: [
        { label: m.rows.caseId, value: input.caseId },
        { label: m.rows.school, value: input.schoolName },
        { label: m.rows.newStatus, value: status },
      ],
    }),
  }
}
