import config from '@payload-config'
import { getPayload } from 'payload'
import { isEmpty, seed } from './index'

const payload = await getPayload({ config })
if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
  process.exit(0)
}
await seed(payload)
payload.logger.info('Seed complete')
process.exit(0)
