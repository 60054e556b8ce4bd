import type { Payload } from 'payload'
import type { RecoveryApplication } from '@/payload-types'
import { BUILT_FORMS, BUILT_FORMS_COLLECTION, leadFormOf } from '@/lib/leads/forms'
import { findPersonalRecords, normalizeEmail, type PersonalCollection } from './records'

/** What stands in for an erased text. */
export const ERASED = '[erased]'

/** What stays of a recovery application: its case ID, status, dates and figures, nobody's details. */
function anonymisedApplication(caseId: string): Partial<RecoveryApplication> {
  return {
    schoolName: ERASED,
    moeId: null,
    parish: null,
    address: null,
    contactName: ERASED,
    contactRole: ERASED,
    contactEmail: `erased-${caseId.toLowerCase()}@erased.invalid`,
    contactPhone: ERASED,
    damageDescription: ERASED,
    evidenceUrl: null,
    supportOtherText: null,
    continuityPlan: null,
    adminNotes: null,
    reviewedBy: null,
    sigName: ERASED,
  }
}

/**
 * Anonymises a recovery application in place: its earlier versions are deleted and the
 * document keeps its case ID, status and dates, for the programme's records.
 */
export async function anonymiseApplication(
  payload: Payload,
  application: Pick<RecoveryApplication, 'id' | 'caseId'>,
): Promise<void> {
  await payload.db.deleteVersions({
    collection: 'recovery-applications',
    where: { parent: { equals: application.id } },
  })
  await payload.update({
    collection: 'recovery-applications',
    id: application.id,
    data: anonymisedApplication(application.caseId),
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Deletes a submission or subscriber, with its rows of deliveries to the sales tools. */
export async function deleteSubmission(
  payload: Payload,
  collection: Exclude<PersonalCollection, 'recovery-applications'>,
  id: number,
): Promise<void> {
  const form = collection === BUILT_FORMS_COLLECTION ? BUILT_FORMS : leadFormOf(collection)
  if (form) {
    await payload.delete({
      collection: 'lead-deliveries',
      where: { and: [{ form: { equals: form } }, { submissionId: { equals: id } }] },
      overrideAccess: true,
    })
  }
  await payload.delete({ collection, id, overrideAccess: true })
}

export type ErasureCounts = Record<string, number>

/** Adds one to a count of what was done (`"demo-requests deleted"`). */
export const countInto = (counts: ErasureCounts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/**
 * Erases everything held about an address: submissions and subscribers are deleted with their
 * delivery rows; a recovery application is anonymised in place (its case ID, status and dates
 * stay, for the programme's records) and its earlier versions are deleted. Returns counts only.
 */
export async function erasePersonalRecords(
  payload: Payload,
  address: string,
): Promise<ErasureCounts> {
  const email = normalizeEmail(address)
  const records = (await findPersonalRecords(payload, email)).filter(
    (record) => record.versionOf === undefined,
  )
  const counts: ErasureCounts = {}
  for (const record of records) {
    if (record.collection === 'recovery-applications') {
      await anonymiseApplication(payload, record.data as unknown as RecoveryApplication)
      countInto(counts, 'recovery-applications anonymised')
      continue
    }
    await deleteSubmission(payload, record.collection, record.id)
    countInto(counts, `${record.collection} deleted`)
  }
  return counts
}
