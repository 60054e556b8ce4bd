/**
 * Applies committed migrations, then seeds: `--if-empty` seeds only a database with no users,
 * `--no-seed` only migrates. One Payload start-up does both.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { isEmpty, seed } from './index'
import { refreshRunningServer } from './refreshRunningServer'

const args = new Set(process.argv.slice(2))
const payload = await getPayload({ config })
await payload.db.migrate()
if (!args.has('--no-seed') && (!args.has('--if-empty') || (await isEmpty(payload)))) {
  await seed(payload)
  payload.logger.info('Seed complete')
  await refreshRunningServer((message) => payload.logger.info(message))
}
process.exit(0)
