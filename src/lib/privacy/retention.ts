import { FORMS, FORM_NAMES } from '@/lib/forms/definitions'
import { BUILT_FORMS_COLLECTION, type LeadCollection } from '@/lib/leads/forms'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { deleteExpiredKeys, IDEMPOTENCY_KEY_DAYS } from '@/lib/idempotency/store'
import {
  anonymiseApplication,
  countInto,
  deleteSubmission,
  ERASED,
  type ErasureCounts,
} from './erase'

/** First key of the retention run's lock (`pg_try_advisory_lock(RETENTION_LOCK_CLASS, 0)`). */
const RETENTION_LOCK_CLASS = 0x726574 // "ret"

// Rows erased per query.
const BATCH = 100

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** How long site settings say submissions are kept, in whole months; null keeps them forever. */
export async function retentionMonths(payload: Payload): Promise<number | null> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { retentionMonths: true },
    overrideAccess: true,
  })
  const months = settings.retentionMonths
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : null
}

/**
 * Runs `work` while this process holds the retention lock, on a connection of its own: a second
 * instance's run at the same moment finds it taken and stands down (null). The lock lives exactly
 * as long as that connection, so a run that dies never keeps it.
 */
async function whileLocked<T>(payload: Payload, work: () => Promise<T>): Promise<T | null> {
  const adapter = payload.db as unknown as PostgresAdapter
  const client = new adapter.pg.Client(adapter.poolOptions)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, 0) AS locked',
      [RETENTION_LOCK_CLASS],
    )
    if (!rows[0]?.locked) return null
    return await work()
  } finally {
    // Closing the connection releases the lock.
    await client.end()
  }
}

const before = (field: string, cutoff: Date): Where => ({
  [field]: { less_than: cutoff.toISOString() },
})

/**
 * The forms whose submissions are simply deleted once past the retention period: all but those
 * with a rule of their own, and every form marketers built.
 */
const DELETED_WHEN_OLD: SubmissionCollection[] = [
  ...FORM_NAMES.filter((name) => !FORMS[name].ownRetention).map(
    (name) => FORMS[name].collection as SubmissionCollection,
  ),
  BUILT_FORMS_COLLECTION,
]
type SubmissionCollection =
  | Exclude<LeadCollection, 'recovery-applications' | 'newsletter-subscribers'>
  | typeof BUILT_FORMS_COLLECTION

/**
 * Erases every row `nextBatch` finds, a batch at a time, until it finds none: what is erased
 * drops out of the query. A row found again was not erased, which would loop: that throws.
 */
async function eraseAll<Row extends { id: number }>(
  nextBatch: () => Promise<Row[]>,
  erase: (row: Row) => Promise<void>,
): Promise<void> {
  const done = new Set<number>()
  for (let rows = await nextBatch(); rows.length > 0; rows = await nextBatch()) {
    for (const row of rows) {
      if (done.has(row.id)) throw new Error(`retention: row ${row.id} is still there after erasure`)
      await erase(row)
      done.add(row.id)
    }
  }
}

/**
 * A subscriber is erased once the sign-up is stale: never confirmed since a consent older than
 * the cutoff, or unsubscribed before it. A confirmed subscriber is kept while subscribed: the
 * newsletter still needs the address, and their consent record is the reason it may.
 */
const staleSubscribers = (cutoff: Date): Where => ({
  or: [
    {
      and: [
        { status: { equals: 'pending' } },
        {
          or: [
            before('consent.agreedAt', cutoff),
            { and: [{ 'consent.agreedAt': { exists: false } }, before('createdAt', cutoff)] },
          ],
        },
      ],
    },
    {
      and: [
        { status: { equals: 'unsubscribed' } },
        {
          or: [
            before('unsubscribedAt', cutoff),
            { and: [{ unsubscribedAt: { exists: false } }, before('createdAt', cutoff)] },
          ],
        },
      ],
    },
  ],
})

/** Erases what is older than the cutoff, collection by collection, counting what it did. */
async function eraseOlderThan(payload: Payload, cutoff: Date, counts: ErasureCounts) {
  const batchOf =
    (
      collection: SubmissionCollection | 'newsletter-subscribers' | 'trust-subscribers',
      where: Where,
    ) =>
    async () =>
      (
        await payload.find({
          collection,
          where,
          select: { createdAt: true },
          sort: 'createdAt',
          limit: BATCH,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
  for (const collection of DELETED_WHEN_OLD) {
    await eraseAll(batchOf(collection, before('createdAt', cutoff)), async ({ id }) => {
      await deleteSubmission(payload, collection, id)
      countInto(counts, `${collection} deleted`)
    })
  }
  await eraseAll(batchOf('newsletter-subscribers', staleSubscribers(cutoff)), async ({ id }) => {
    await deleteSubmission(payload, 'newsletter-subscribers', id)
    countInto(counts, 'newsletter-subscribers deleted')
  })
  // The sub-processor list's followers go by the same rule: kept while subscribed.
  await eraseAll(batchOf('trust-subscribers', staleSubscribers(cutoff)), async ({ id }) => {
    await deleteSubmission(payload, 'trust-subscribers', id)
    countInto(counts, 'trust-subscribers deleted')
  })
  const applications = async () =>
    (
      await payload.find({
        collection: 'recovery-applications',
        // Anonymised ones keep their date; they are told apart by their erased name.
        where: { and: [before('createdAt', cutoff), { contactName: { not_equals: ERASED } }] },
        select: { caseId: true },
        sort: 'createdAt',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  await eraseAll(applications, async (application) => {
    await anonymiseApplication(payload, application)
    countInto(counts, 'recovery-applications anonymised')
  })
}

export type RetentionOutcome =
  | { outcome: 'off' }
  | { outcome: 'busy' }
  | { outcome: 'done'; olderThan: string; counts: ErasureCounts; audit: number | null }

/**
 * Erases submissions older than the retention setting (`retentionMonths` in site settings), as
 * the privacy tool erases a person's records. A run that erased anything leaves one audit entry,
 * counts only, also when it failed half-way (then it throws, and the job tries again). Runs one
 * at a time across instances; a run that finds nothing old changes nothing, so a second one is
 * harmless. First, whatever the setting, the forms' submission keys past their own period go
 * (`deleteExpiredKeys`): they are no submission, and hold nobody's address.
 */
export async function applyRetention(
  payload: Payload,
  now = new Date(),
): Promise<RetentionOutcome> {
  const keys = await deleteExpiredKeys(payload, now)
  if (keys > 0) {
    payload.logger.info(
      `retention: deleted ${keys} form submission keys (kept ${IDEMPOTENCY_KEY_DAYS} days)`,
    )
  }
  const months = await retentionMonths(payload)
  if (months === null) return { outcome: 'off' }
  const cutoff = monthsBefore(now, months)
  const result = await whileLocked(payload, async () => {
    const counts: ErasureCounts = {}
    let audit: number | null = null
    try {
      await eraseOlderThan(payload, cutoff, counts)
    } finally {
      if (Object.keys(counts).length > 0) {
        const entry = await payload.create({
          collection: 'privacy-audits',
          // Counts and the cutoff, never an address or anything erased.
          data: { action: 'retention', olderThan: cutoff.toISOString(), counts },
          depth: 0,
          overrideAccess: true,
        })
        audit = entry.id
        payload.logger.info(
          `retention: erased what was older than ${months} months (audit ${entry.id}): ${JSON.stringify(counts)}`,
        )
      }
    }
    return { outcome: 'done' as const, olderThan: cutoff.toISOString(), counts, audit }
  })
  return result ?? { outcome: 'busy' }
}
