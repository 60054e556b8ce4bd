import type { Payload, Where } from 'payload'
import { FORMS, FORM_NAMES } from '@/lib/forms/definitions'
import { BUILT_FORMS_COLLECTION, type LeadCollection } from '@/lib/leads/forms'

export type PersonalCollection =
  LeadCollection | typeof BUILT_FORMS_COLLECTION | 'document-downloads' | 'trust-subscribers'

/** The column that stores a form's email field. */
function emailColumn(fields: Record<string, { kind: string; stored?: string }>): string {
  const [name, field] = Object.entries(fields).find(([, spec]) => spec.kind === 'email') ?? []
  if (!name || !field) throw new Error('a form that stores leads asks for an email address')
  return field.stored ?? name
}

/**
 * Every collection that holds a visitor's email (each form's, from its definition), and the
 * column that holds it. The built forms' submissions keep their first email field's answer in `email`.
 * A trust document's downloads carry their requester's address (and go with the request).
 */
export const PERSONAL_COLLECTIONS: { collection: PersonalCollection; field: string }[] = [
  { collection: 'document-downloads', field: 'email' },
  ...FORM_NAMES.map((name) => ({
    collection: FORMS[name].collection,
    field: emailColumn(FORMS[name].fields),
  })),
  { collection: BUILT_FORMS_COLLECTION, field: 'email' },
  // Followers of the sub-processor list's changes (not leads: no form definition names them).
  { collection: 'trust-subscribers', field: 'email' },
]

export type PersonalRecord = {
  collection: PersonalCollection
  /** What the collection calls one of its documents ("Demo request"), for staff. */
  label: string
  id: number
  /** Set for an earlier version of a document (recovery applications keep their history). */
  versionOf?: number
  createdAt: string
  data: Record<string, unknown>
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

// `like` is case-insensitive and matches inside the value; the exact address is kept below.
const containing = (field: string, email: string): Where => ({ [field]: { like: email } })

// One person's records are read this many at a time: no one query is unbounded, however many match.
const BATCH = 500

/** Every document `read` finds, batch after batch (`read` takes the page and the batch size). */
async function everyMatch<Doc>(
  read: (page: number, limit: number) => Promise<{ docs: Doc[] }>,
): Promise<Doc[]> {
  const found: Doc[] = []
  for (let page = 1; ; page++) {
    const { docs } = await read(page, BATCH)
    found.push(...docs)
    if (docs.length < BATCH) return found
  }
}

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
    const singular = payload.collections[collection].config.labels.singular
    const label = typeof singular === 'string' ? singular : collection
    const docs = await everyMatch(async (page, limit) =>
      payload.find({
        collection,
        where: containing(field, email),
        sort: ['-createdAt', '-id'],
        depth: 0,
        limit,
        page,
        pagination: false,
        overrideAccess: true,
      }),
    )
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      if (holds(doc, field, email))
        records.push({
          collection,
          label,
          id: doc.id as number,
          createdAt: doc.createdAt as string,
          data: doc,
        })
    }
    if (payload.collections[collection].config.versions) {
      const versions = await everyMatch(async (page, limit) =>
        payload.findVersions({
          collection,
          where: containing(`version.${field}`, email),
          sort: ['-createdAt', '-id'],
          depth: 0,
          limit,
          page,
          pagination: false,
          overrideAccess: true,
        }),
      )
      for (const version of versions) {
        const data = version.version as unknown as Record<string, unknown>
        if (holds(data, field, email)) {
          records.push({
            collection,
            label,
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
