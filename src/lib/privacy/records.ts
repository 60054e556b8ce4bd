import type { CollectionSlug, Payload, Where } from 'payload'

/** Every collection that holds a visitor's email, and the field that holds it. */
export const PERSONAL_COLLECTIONS = [
  { collection: 'newsletter-subscribers', field: 'email' },
  { collection: 'demo-requests', field: 'email' },
  { collection: 'quote-requests', field: 'email' },
  { collection: 'contact-messages', field: 'email' },
  { collection: 'recovery-applications', field: 'contactEmail' },
] as const satisfies readonly { collection: CollectionSlug; field: string }[]

export type PersonalCollection = (typeof PERSONAL_COLLECTIONS)[number]['collection']

export type PersonalRecord = {
  collection: PersonalCollection
  id: number
  /** Set for an earlier version of a document (recovery applications keep their history). */
  versionOf?: number
  createdAt: string
  data: Record<string, unknown>
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

// `like` is case-insensitive and matches inside the value; the exact address is kept below.
const containing = (field: string, email: string): Where => ({ [field]: { like: email } })

const holds = (doc: Record<string, unknown>, field: string, email: string) =>
  typeof doc[field] === 'string' && normalizeEmail(doc[field] as string) === email

/** Every document, and every stored version, whose email is this address, in every collection. */
export async function findPersonalRecords(
  payload: Payload,
  address: string,
): Promise<PersonalRecord[]> {
  const email = normalizeEmail(address)
  if (!email) return []
  const records: PersonalRecord[] = []
  for (const { collection, field } of PERSONAL_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: containing(field, email),
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      if (holds(doc, field, email))
        records.push({
          collection,
          id: doc.id as number,
          createdAt: doc.createdAt as string,
          data: doc,
        })
    }
    if (payload.collections[collection].config.versions) {
      const versions = await payload.findVersions({
        collection,
        where: containing(`version.${field}`, email),
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const version of versions.docs) {
        const data = version.version as unknown as Record<string, unknown>
        if (holds(data, field, email)) {
          records.push({
            collection,
            id: version.id as unknown as number,
            versionOf: version.parent as unknown as number,
            createdAt: version.createdAt,
            data,
          })
        }
      }
    }
  }
  return records
}
