/**
 * Seeds the database, which must be migrated already (scripts/run.ts migrates first):
 * `--if-empty` seeds only a database with no users.
 */

const args = new Set(process.argv.slice(2))

const [{ default: config }, { getPayload }, { isEmpty, seed }, { refreshRunningServer }] =
  await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('./index'),
    import('./refreshRunningServer'),
  ])

const payload = await getPayload({ config })
if (!args.has('--if-empty') || (await isEmpty(payload))) {
  await seed(payload)
  payload.logger.info('Seed complete')
  await refreshRunningServer((message) => payload.logger.info(message))
}
process.exit(0)

export {}
