import { startControlServer } from '../fixtures/environment'
import { startApp } from '../fixtures/app'
import { forgetUsedCodes, signInOverRest } from './twoFactor'

/**
 * One production build and server for the whole e2e run (E2E_SKIP_BUILD=1 reuses .next),
 * plus a control server through which tests steer the fixture servers.
 */
export default async function globalSetup() {
  const app = await startApp({ reuseBuild: process.env.E2E_SKIP_BUILD === '1' })
  const control = await startControlServer(app.environment)
  process.env.E2E_BASE_URL = app.baseUrl
  process.env.E2E_CONTROL_URL = control.url
  process.env.E2E_DATABASE_URL = app.environment.databaseUrl
  process.env.E2E_ADMIN_EMAIL = app.environment.appEnv.SEED_ADMIN_EMAIL
  process.env.E2E_ADMIN_PASSWORD = app.environment.appEnv.SEED_ADMIN_PASSWORD
  // The seed pre-enrolled the admin with this secret; one full session serves every REST set-up.
  process.env.E2E_ADMIN_TOTP_SECRET = app.environment.appEnv.SEED_ADMIN_TOTP_SECRET
  forgetUsedCodes()
  const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
  process.env.E2E_ADMIN_TOKEN = await signInOverRest(SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET)
  return async () => {
    await control.stop()
    await app.stop()
  }
}
