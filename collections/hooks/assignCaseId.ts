import type { CollectionBeforeValidateHook } from 'payload'
import type { RecoveryApplication } from '@/payload-types'
import { generateCaseId } from '@/lib/caseId'

const ATTEMPTS = 5

/** Gives every new application its case ID; the unique index is the final guard against a clash. */
export const assignCaseId: CollectionBeforeValidateHook<RecoveryApplication> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !data) return data
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const caseId = generateCaseId()
    const taken = await req.payload.count({
      collection: 'recovery-applications',
      where: { caseId: { equals: caseId } },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs === 0) return { ...data, caseId }
    req.payload.logger.warn({ msg: 'Case ID clash, drawing another', caseId })
  }
  throw new Error(`Could not draw a free case ID in ${ATTEMPTS} attempts`)
}
