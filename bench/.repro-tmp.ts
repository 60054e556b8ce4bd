import { appEnvironment, migrateDatabase } from '../tests/fixtures/app'
import { startTestEnvironment } from '../tests/fixtures/environment'
for (let i = 0; i < 8; i++) {
  const environment = await startTestEnvironment()
  const env = appEnvironment(environment, {})
  const t = Date.now()
  try { await migrateDatabase(env); console.log('ok', i, Date.now() - t) } catch (e) { console.log('FAIL', i, String(e)) }
  await environment.stop()
}
