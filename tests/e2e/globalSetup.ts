import { startControlServer } from '../fixtures/environment'
import { startApp } from '../fixtures/app'
import { prepareTemplates } from '../fixtures/databaseTemplates'
import { forgetUsedCodes } from './twoFactor'

/**
 * One production build and server for the whole e2e run (E2E_SKIP_BUILD=1 reuses .next), built
 * and started on an empty migrated database as a deployer would; the first test project sees
 * it empty, then seeds it through the control server, which tests also use to steer fixtures.
 */
// Tests read the server's cache counters on /metrics (tests/e2e/pageCache.ts).
const E2E_METRICS_TOKEN = 'metrics-token-of-the-e2e-server'

export default async function globalSetup() {
  // As if behind one proxy, so each test's own X-Forwarded-For entry (useOwnIp) is its rate-limit key.
  // The templates that tests with a server of their own copy are made while the build runs.
  const [started, prepared] = await Promise.allSettled([
    startApp({
      reuseBuild: process.env.E2E_SKIP_BUILD === '1',
      seed: false,
      env: { TRUSTED_PROXY_HOPS: '1', METRICS_TOKEN: E2E_METRICS_TOKEN },
    }),
    prepareTemplates(),
  ])
  if (started.status === 'rejected' || prepared.status === 'rejected') {
    await Promise.all(
      [started, prepared].map((result) => result.status === 'fulfilled' && result.value.stop()),
    )
    throw started.status === 'rejected'
      ? started.reason
      : (prepared as PromiseRejectedResult).reason
  }
  const [app, templates] = [started.value, prepared.value]
  const control = await startControlServer(app.environment, app.seed)
  process.env.E2E_BASE_URL = app.baseUrl
  process.env.E2E_CONTROL_URL = control.url
  process.env.E2E_METRICS_TOKEN = E2E_METRICS_TOKEN
  process.env.E2E_DATABASE_URL = app.environment.databaseUrl
  process.env.E2E_ADMIN_EMAIL = app.environment.appEnv.SEED_ADMIN_EMAIL
  process.env.E2E_ADMIN_PASSWORD = app.environment.appEnv.SEED_ADMIN_PASSWORD
  process.env.E2E_PAYLOAD_SECRET = app.environment.appEnv.PAYLOAD_SECRET
  // The seed (run by the first test project) pre-enrols the admin with this secret; each worker
  // signs the admin in once when it first needs to (seededAdminToken in twoFactor.ts).
  process.env.E2E_ADMIN_TOTP_SECRET = app.environment.appEnv.SEED_ADMIN_TOTP_SECRET
  forgetUsedCodes()
  return async () => {
    await control.stop()
    await app.stop()
    await templates.stop()
  }
}
