import { notificationRecipient } from '@/lib/leads/routing'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { RecoveryApplication } from '@/payload-types'
import type { RecoveryApplicationData } from '@/lib/forms/recoverySchema'
import { queueEmail } from '@/lib/email'
import { storedFields } from '@/lib/forms/defineForm'
import { recovery } from '@/lib/forms/definitions/recovery'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { applicantConfirmation, inboxNotification } from './emails'
import { leadSourceSchema, type LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'

type NewApplication = Omit<RecoveryApplication, 'id' | 'caseId' | 'createdAt' | 'updatedAt'>

/** The submitted shape in the stored columns: the form's definition names each field's column. */
export function toStoredApplication(
  data: RecoveryApplicationData,
  language: Locale = DEFAULT_LOCALE,
): NewApplication {
  return {
    ...(storedFields(recovery, data) as Omit<NewApplication, 'language' | 'applicationStatus'>),
    // The text box only exists while "other" is ticked; text left from an untick is not kept.
    supportOtherText: data.support.includes('other') ? data.supportOtherText || null : null,
    language,
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
  language: Locale = DEFAULT_LOCALE,
  source: LeadSource = leadSourceSchema.parse(undefined),
): Promise<string> {
  // The route has validated the input; visitors may not create applications any other way.
  const application = await payload.create({
    collection: 'recovery-applications',
    // caseId is required in the type but drawn by the collection's assignCaseId hook.
    data: {
      ...toStoredApplication(data, language),
      source: toStoredSource(source),
    } as RequiredDataFromCollectionSlug<'recovery-applications'>,
    overrideAccess: true,
    depth: 0,
  })
  await queueEmail(payload, { to: application.contactEmail, ...applicantConfirmation(application) })
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { inboxes: true, notificationRoutes: true },
  })
  const inbox = notificationRecipient(settings, 'recovery')
  if (inbox) {
    const cmsUrl = `${env.serverUrl}/cms/collections/recovery-applications/${application.id}`
    await queueEmail(payload, {
      to: inbox,
      replyTo: application.contactEmail,
      ...inboxNotification(application, cmsUrl),
    })
  } else {
    payload.logger.error(
      `no "recovery" inbox in site settings: application ${application.caseId} was stored but not notified`,
    )
  }
  return application.caseId
}
