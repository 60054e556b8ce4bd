import type { BeforeListTableServerProps } from 'payload'

type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
}

type Scheduled = { id: number | string; docId: string; type: 'publish' | 'unpublish'; at: string }

const DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

// Pending scheduled changes (of every collection) read for the calendar, soonest first: the job
// queue also holds every email waiting to go out, and is never read whole.
const SCHEDULED_SHOWN = 200

/** Scheduled publishes and unpublishes of this collection that have not run yet, soonest first. */
async function scheduledFor(
  payload: BeforeListTableServerProps['payload'],
  collection: string,
): Promise<Scheduled[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: SCHEDULED_SHOWN,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((job) => {
    const input = job.input as ScheduleInput | undefined
    if (input?.doc?.relationTo !== collection || !job.waitUntil) return []
    return [
      {
        id: job.id,
        docId: String(input.doc.value),
        type: input.type ?? 'publish',
        at: job.waitUntil,
      },
    ]
  })
}

/**
 * Above every content list: what goes live (or comes down) and when, so a marketer sees the
 * calendar without opening each document. Times in UTC, as the job runner keeps them.
 */
export async function ScheduledChanges({
  payload,
  collectionSlug,
  collectionConfig,
}: BeforeListTableServerProps) {
  const scheduled = await scheduledFor(payload, collectionSlug)
  if (scheduled.length === 0) return null
  const titleField = collectionConfig.admin.useAsTitle ?? 'id'
  const { docs } = await payload.find({
    collection: collectionSlug,
    where: { id: { in: scheduled.map((s) => s.docId) } },
    draft: true,
    depth: 0,
    limit: scheduled.length,
    pagination: false,
    overrideAccess: true,
  })
  const titleOf = (id: string) => {
    const doc = docs.find((d) => String(d.id) === id) as Record<string, unknown> | undefined
    return typeof doc?.[titleField] === 'string' ? (doc[titleField] as string) : `#${id}`
  }
  return (
    <section aria-label="Scheduled changes" style={{ marginBottom: 24 }}>
      <h3 style={{ marginBottom: 8 }}>Scheduled</h3>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {scheduled.map((item) => (
          <li key={item.id}>
            <a href={`${payload.config.routes.admin}/collections/${collectionSlug}/${item.docId}`}>
              {titleOf(item.docId)}
            </a>{' '}
            : {item.type === 'publish' ? 'publishes' : 'unpublishes'}{' '}
            {DATE.format(new Date(item.at))} UTC
          </li>
        ))}
      </ul>
    </section>
  )
}
