import type { Payload } from 'payload'
import type { RecoveryApplication } from '@/payload-types'
import { leadFormOf } from '@/lib/leads/forms'
import { findPersonalRecords, normalizeEmail } from './records'

const ERASED = '[erased]'

/** What stays of a recovery application: its case ID, status, dates and figures, nobody's details. */
function anonymisedApplication(application: RecoveryApplication): Partial<RecoveryApplication> {
  return {
    schoolName: ERASED,
    moeId: null,
    parish: null,
    address: null,
    contactName: ERASED,
    contactRole: ERASED,
    contactEmail: `erased-${application.caseId.toLowerCase()}@erased.invalid`,
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

export type ErasureCounts = Record<string, number>

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
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1)
  for (const record of records) {
    if (record.collection === 'recovery-applications') {
      const application = record.data as unknown as RecoveryApplication
      await payload.db.deleteVersions({
        collection: 'recovery-applications',
        where: { parent: { equals: record.id } },
      })
      await payload.update({
        collection: 'recovery-applications',
        id: record.id,
        data: anonymisedApplication(application),
        depth: 0,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      count('recovery-applications anonymised')
      continue
    }
    const form = leadFormOf(record.collection)
    if (form) {
      await payload.delete({
        collection: 'lead-deliveries',
        where: { and: [{ form: { equals: form } }, { submissionId: { equals: record.id } }] },
        overrideAccess: true,
      })
    }
    await payload.delete({ collection: record.collection, id: record.id, overrideAccess: true })
    count(`${record.collection} deleted`)
  }
  return counts
}
