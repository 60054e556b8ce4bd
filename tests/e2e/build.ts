/**
 * The e2e suite's production build, made as a deployer makes it: migrations on an empty
 * database, then `next build`. `npm test` runs this beside its earlier steps, which leave the
 * second core mostly idle, and the suite then reuses the build (E2E_SKIP_BUILD=1).
 */
import { appEnvironment, buildApp, migrateDatabase } from '../fixtures/app'
import { startTestEnvironment } from '../fixtures/environment'

const environment = await startTestEnvironment()
try {
  // In CI the clone is thrown away after the run: no later build reads Turbopack's cache.
  const env = appEnvironment(environment, process.env.CI ? { NEXT_BUILD_CACHE: 'off' } : {})
  await migrateDatabase(env)
  await buildApp(env)
} finally {
  await environment.stop()
}
