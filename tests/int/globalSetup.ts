import { runPayloadScript } from '../fixtures/app'
import { startTestEnvironment, TEST_ADMIN } from '../fixtures/environment'

/**
 * A fresh PostgreSQL and fixture servers for the run; migrations applied, nothing seeded. Both
 * integration projects name this file, and vitest calls it for each: the second call finds the
 * environment already started in this process and leaves it as it is.
 */
export default async function setup() {
  // Marked in the environment: each project may load this file afresh.
  if (process.env.INT_ENVIRONMENT_STARTED) return
  process.env.INT_ENVIRONMENT_STARTED = '1'
  const environment = await startTestEnvironment()
  Object.assign(process.env, environment.appEnv, { SERVER_URL: 'http://127.0.0.1:3999' })
  process.env.INT_SMTP_PORT = String(environment.smtp.port)
  try {
    await runPayloadScript('scripts/migrate.ts', [], process.env)
  } catch (error) {
    await environment.stop()
    throw new Error(`migrations failed: ${String(error)}`)
  }
  process.env.INT_ADMIN_EMAIL = TEST_ADMIN.email
  return () => environment.stop()
}
