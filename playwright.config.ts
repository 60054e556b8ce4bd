import { defineConfig, devices } from '@playwright/test'

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more: a browser on two busy cores still loses a race now and
  // then. It then counts as passed but is named "flaky" in the summary (scripts/test.ts), so it
  // is seen and looked into; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumFlags },
  },
  projects: [
    // The app starts on an empty database (as a deployer's does); these tests see it so, then seed it.
    { name: 'empty-database', testMatch: '**/empty-database.e2e.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Tests that need the server's caches cold run next, before any other test warms them.
    {
      name: 'cold-cache',
      testMatch: '**/*-cold-cache.e2e.ts',
      dependencies: ['empty-database'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: ['**/*-cold-cache.e2e.ts', '**/empty-database.e2e.ts'],
      dependencies: ['cold-cache'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
})
