import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { env } from '@/lib/env'

/**
 * The app's Payload, for server components and route handlers. Refused while `next build`
 * prerenders: a page rendered then would keep the build's database content (often an empty
 * one, before `npm run seed`) long after the database changed. Routes that read content render
 * on their first request instead (dynamic params, or `dynamic = 'force-dynamic'`).
 *
 * `cron` also starts the job runner in this process (payload.config.ts `jobs.autoRun`), for the
 * routes that queue work it must pick up: a form's emails and deliveries, a review's status email.
 */
export function getPayloadClient({ cron = false }: { cron?: boolean } = {}): Promise<Payload> {
  if (env.isBuildPhase) {
    throw new Error(
      'Content was read while `next build` prerendered a route: render that route on request instead.',
    )
  }
  return getPayload({ config, cron })
}
