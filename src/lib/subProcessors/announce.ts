import type { Payload, PayloadRequest } from 'payload'
import { SUB_PROCESSORS_TAG } from '@/lib/cacheTags'
import { runDueJobs } from '@/lib/email'
import { expireTagsOverHttp } from '@/lib/revalidation/expireTagsOverHttp'
import { expireAgainAfterJob, isInsideJob } from '@/lib/revalidation/jobContext'
import {
  diffSubProcessorLists,
  hasChanges,
  storedList,
  type InLanguages,
  type ListChanges,
  type ListedSubProcessor,
} from './diff'
import { noticeEmail } from './emails'
import { inTransaction, lockForTransaction } from './transaction'

/** The job that compares the published list with the last notice's, and announces a difference. */
export const ANNOUNCE_TASK = 'announceSubProcessorChanges'

// Key of the advisory lock that makes announcements follow each other ("subp").
const ANNOUNCE_LOCK = 0x73756270

/** The published list now, every language's words of each entry, by name. */
export async function readPublishedList(
  payload: Payload,
  req?: PayloadRequest,
): Promise<ListedSubProcessor[]> {
  const { docs } = await payload.find({
    collection: 'sub-processors',
    where: { _status: { equals: 'published' } },
    locale: 'all',
    sort: 'name',
    depth: 0,
    pagination: false,
    draft: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    // With every locale asked for, a localized field is an object of each language's words.
    purpose: doc.purpose as unknown as InLanguages,
    dataLocation: doc.dataLocation as unknown as InLanguages,
    since: doc.since ?? null,
    website: doc.website ?? null,
  }))
}

const SUBSCRIBER_BATCH = 500

export type Announcement = { notice: number; changes: ListChanges; emailed: number }

/**
 * Compares the published list with the list of the latest notice. When they differ, stores a new
 * notice (what was added, removed and changed, and the list now) and queues one email per
 * confirmed subscriber in their language, in one transaction; otherwise does nothing. Runs one at
 * a time (an advisory lock), so several saves committed before it ran make one notice, not several.
 */
export async function announceChanges(payload: Payload): Promise<Announcement | null> {
  const announced = await inTransaction(payload, async (req) => {
    await lockForTransaction(req, ANNOUNCE_LOCK)
    const { docs: latest } = await payload.find({
      collection: 'sub-processor-notices',
      sort: ['-announcedAt', '-id'],
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const before = storedList(latest[0]?.list)
    const after = await readPublishedList(payload, req)
    const changes = diffSubProcessorLists(before, after)
    if (!hasChanges(changes)) return null
    // Confirmed followers a batch at a time (after the last id), each queued its email.
    let emailed = 0
    for (let afterId = 0; ;) {
      const { docs: subscribers } = await payload.find({
        collection: 'trust-subscribers',
        where: { and: [{ status: { equals: 'confirmed' } }, { id: { greater_than: afterId } }] },
        select: { email: true, language: true },
        sort: 'id',
        limit: SUBSCRIBER_BATCH,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      for (const subscriber of subscribers) {
        await payload.jobs.queue({
          task: 'sendEmail',
          input: noticeEmail(subscriber, changes, before, after),
          req,
        })
      }
      emailed += subscribers.length
      if (subscribers.length < SUBSCRIBER_BATCH) break
      afterId = subscribers[subscribers.length - 1].id
    }
    const notice = await payload.create({
      collection: 'sub-processor-notices',
      data: { announcedAt: new Date().toISOString(), ...changes, list: after, emailed },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { notice: notice.id, changes, emailed }
  })
  if (announced) {
    payload.logger.info(
      `sub-processor notice ${announced.notice}: ${JSON.stringify(announced.changes)}, ${announced.emailed} subscriber(s) emailed`,
    )
    await expireFeed(payload)
    void runDueJobs(payload)
  }
  return announced
}

/**
 * The feed is made of the notices: its cached copy expires with the list's tag. A job has no
 * request to revalidate in, so the running server does it, now and once the job has ended.
 */
async function expireFeed(payload: Payload) {
  if (!isInsideJob()) return
  expireAgainAfterJob([SUB_PROCESSORS_TAG])
  await expireTagsOverHttp([SUB_PROCESSORS_TAG]).catch((error: unknown) =>
    payload.logger.error(
      { err: error },
      `expiring ${SUB_PROCESSORS_TAG} after a sub-processor notice failed; the job tries again when it ends`,
    ),
  )
}

/**
 * Queues the comparison after a save that may have changed the published list, with the save (one
 * transaction): the job sees the change once it is committed.
 */
export async function queueAnnouncement(req: PayloadRequest, reason: string): Promise<void> {
  await req.payload.jobs.queue({ task: ANNOUNCE_TASK, input: { reason }, req })
  // The job is visible once this transaction commits; the queue's tick picks it up if this is early.
  setTimeout(() => void runDueJobs(req.payload), 100).unref()
}
