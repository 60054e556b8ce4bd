import type { RecoveryApplication } from '@/payload-types'
import { statusLabel, supportLabel } from '@/forms/recoveryOptions'
import { buildEmailHtml, oneLine, type EmailRow } from '@/lib/html'

export type Email = { subject: string; html: string }

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : null)

function applicationRows(a: RecoveryApplication): EmailRow[] {
  return [
    { label: 'Case ID', value: a.caseId },
    { label: 'School name', value: a.schoolName },
    { label: 'School type', value: a.schoolType },
    { label: 'Education level', value: a.educationLevel },
    { label: 'Address', value: a.address },
    { label: 'Enrolment (students)', value: a.enrolment },
    { label: 'Staff', value: a.staff },
    { label: 'Existing customer', value: Boolean(a.isExistingCustomer) },
    { label: 'Contact name', value: a.contactName },
    { label: 'Role / title', value: a.contactRole },
    { label: 'Email', value: a.contactEmail },
    { label: 'Phone', value: a.contactPhone },
    { label: 'Operational status', value: a.operationalStatus },
    { label: 'Expected reopening date', value: day(a.reopenDate) },
    { label: 'Damage level', value: a.damageLevel },
    { label: 'Impact description', value: a.damageDescription },
    { label: 'Students displaced', value: a.studentsDisplaced },
    { label: 'Staff displaced', value: a.staffDisplaced },
    { label: 'Evidence link', value: a.evidenceUrl },
    { label: 'Support requested', value: a.supportRequested.map(supportLabel) },
    { label: 'Other support', value: a.supportOtherText },
    { label: 'Discount needed (%)', value: a.discountNeed },
    { label: 'Months needed', value: a.monthsNeeded },
    { label: 'Continuity plan', value: a.continuityPlan },
    { label: 'Authorized signer', value: a.sigName },
    { label: 'Signature date', value: day(a.sigDate) },
  ]
}

/** To the applicant, right after the application is stored. */
export function applicantConfirmation(a: RecoveryApplication): Email {
  return {
    subject: oneLine(`Recovery support application received: ${a.caseId}`),
    html: buildEmailHtml({
      heading: 'We received your recovery support application',
      intro:
        `Dear ${a.contactName},\n\nThank you for applying for recovery support for ${a.schoolName}. ` +
        `Your case ID is ${a.caseId}; please quote it when you contact us. ` +
        'Our team reviews applications within a few business days and will write to you at this address.',
      rows: applicationRows(a),
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
      rows: applicationRows(a),
    }),
  }
}

/** SPEC §7 call 13: email, contactName, caseId, schoolName, newStatus, adminNotes. */
export type StatusEmailInput = {
  email: string
  contactName: string
  caseId: string
  schoolName: string
  newStatus: RecoveryApplication['applicationStatus']
  adminNotes: string
}

/** To the applicant, after a reviewer changes the status. */
export function statusUpdateEmail(input: StatusEmailInput): Email {
  const status = statusLabel(input.newStatus)
  return {
    subject: oneLine(`Your recovery application ${input.caseId} is now: ${status}`),
    html: buildEmailHtml({
      heading: 'Update on your recovery support application',
      intro:
        `Dear ${input.contactName},\n\nThe status of the recovery support application for ${input.schoolName} ` +
        `(case ID ${input.caseId}) is now: ${status}.` +
        (input.adminNotes ? `\n\nMessage from our team:\n${input.adminNotes}` : ''),
      rows: [
        { label: 'Case ID', value: input.caseId },
        { label: 'School', value: input.schoolName },
        { label: 'New status', value: status },
      ],
    }),
  }
}
