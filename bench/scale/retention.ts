/**
 * One retention run (src/lib/privacy/retention.ts) against the database of DATABASE_URL, as the
 * nightly job runs it, timed without Payload's start-up: `tsx bench/scale/retention.ts <out.json>
 * <now ISO>`. The bench passes a `now` at which the period has just ended for the oldest day of
 * its ten years of rows, so the run erases one night's worth of them. Writes { ms, outcome }.
 */
import { writeFileSync } from 'node:fs'

const [out, now] = process.argv.slice(2)
if (!out || !now) throw new Error('usage: retention.ts <out.json> <now ISO>')

const [{ default: config }, { getPayload }, { applyRetention }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('@/lib/privacy/retention'),
])

const payload = await getPayload({ config })
const started = process.hrtime.bigint()
const outcome = await applyRetention(payload, new Date(now))
const ms = Number(process.hrtime.bigint() - started) / 1e6
writeFileSync(out, JSON.stringify({ ms, outcome }))
process.exit(0)

export {}
