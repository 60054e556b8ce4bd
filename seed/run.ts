/**
 * Seeds the database, which must be migrated already (scripts/run.ts migrates first):
 * `--if-empty` seeds only a database with no users.
 */

const args = new Set(process.argv.slice(2))

// Under tsx, Node 20 loads modules through a hooks thread; when nothing else holds the event
// loop open, it can decide the import of this large module graph will never finish and exit
// with 13 ("unsettled top-level await"). A timer holds it open.
const holdOpen = setInterval(() => {}, 60_000)
const [{ default: config }, { getPayload }, { isEmpty, seed }, { refreshRunningServer }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('./index'),
  import('./refreshRunningServer'),
])
clearInterval(holdOpen)

const payload = await getPayload({ config })
if (!args.has('--if-empty') || (await isEmpty(payload))) {
  await seed(payload)
  payload.logger.info('Seed complete')
  await refreshRunningServer((message) => payload.logger.info(message))
}
process.exit(0)

export {}
