import { notificationRecipient } from '@/lib/leads/routing'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { RecoveryApplication } from '@/payload-types'
import type { RecoveryApplicationData } from '@/lib/forms/recoverySchema'
import { queueEmail } from '@/lib/email'
import { env } from '@/lib/env'
import type { Locale } from '@/lib/i18n/locales'
import { applicantConfirmation, inboxNotification } from './emails'
import { leadSourceSchema, type LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'

type NewApplication = Omit<RecoveryApplication, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>

// Calendar days are stored at noon UTC, so no time zone shows them as the day before.
const calendarDay = (day: string) => `${day}T12:00:00.000Z`
const orNull = (text: string | undefined) => (text ? text : null)

/** The submitted shape in the stored columns. */
export function toStoredApplication(data: RecoveryApplicationData, language: Locale = 'en'): NewApplication {
  return {
    language,
    schoolName: data.schoolName,
    schoolType: data.schoolType,
    educationLevel: data.educationLevel,
    address: orNull(data.address),
    enrolment: data.enrol,
    staff: data.staff,
    isExistingCustomer: data.isExistingCustomer,
    contactName: data.contactName,
    contactRole: data.role,
    contactEmail: data.email,
    contactPhone: data.phone,
    operationalStatus: data.operationalStatus,
    reopenDate: data.reopenDate ? calendarDay(data.reopenDate) : null,
    damageLevel: data.damageLevel,
    damageDescription: data.damageDesc,
    studentsDisplaced: data.studentsDisplaced,
    staffDisplaced: data.staffDisplaced,
    evidenceUrl: orNull(data.evidence),
    supportRequested: data.support,
    // The text box only exists while "other" is ticked; text left from an untick is not kept.
    supportOtherText: data.support.includes('other') ? orNull(data.supportOtherText) : null,
    discountNeed: data.discountNeed ?? null,
    monthsNeeded: data.monthsNeeded ?? null,
    continuityPlan: orNull(data.continuityPlan),
    consentData: data.consentData,
    authOfficer: data.authOfficer,
    sigName: data.sigName,
    sigDate: calendarDay(data.sigDate),
    applicationStatus: 'pending',
  }
}

/**
 * Stores the application first, then queues the applicant's confirmation and the inbox
 * notification as retried jobs: an SMTP outage delays the emails and never loses the application.
 */
export async function acceptRecoveryApplication(
  payload: Payload,
  data: RecoveryApplicationData,
  language: Locale = 'en',
  source: LeadSource = leadSourceSchema.parse(undefined),
): Promise<string> {
  // The route has validated the input; visitors may not create applications any other way.
  const application = await payload.create({
    collection: 'recovery-applications',
    // caseId is required in the type but drawn by the collection's assignCaseId hook.
    data: { ...toStoredApplication(data, language), source: toStoredSource(source) } as RequiredDataFromCollectionSlug<'recovery-applications'>,
    overrideAccess: true,
    depth: 0,
  })
  await queueEmail(payload, { to: application.contactEmail, ...applicantConfirmation(application) })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { inboxes: true, notificationRoutes: true } })
  const inbox = notificationRecipient(settings, 'recovery')
  if (inbox) {
    const cmsUrl = `${env.serverUrl}/cms/collections/recovery-applications/${application.id}`
    await queueEmail(payload, { to: inbox, replyTo: application.contactEmail, ...inboxNotification(application, cmsUrl) })
  } else {
    payload.logger.error(`no "recovery" inbox in site settings: application ${application.caseId} was stored but not notified`)
  }
  return application.caseId
}
