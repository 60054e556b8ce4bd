import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startTestEnvironment, TEST_ADMIN } from '../fixtures/environment'

/** A fresh PostgreSQL and fixture servers for the run; migrations applied, nothing seeded. */
export default async function setup() {
  const environment = await startTestEnvironment()
  Object.assign(process.env, environment.appEnv, { SERVER_URL: 'http://127.0.0.1:3999' })
  process.env.INT_SMTP_PORT = String(environment.smtp.port)
  const migrated = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
    env: process.env,
    stdio: 'inherit',
  })
  if (migrated.status !== 0) {
    await environment.stop()
    throw new Error('migrations failed')
  }
  process.env.INT_ADMIN_EMAIL = TEST_ADMIN.email
  return () => environment.stop()
}
