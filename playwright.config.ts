import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// Chromium's headless shell, as Playwright itself runs headless tests: the same engine without
// the full browser's UI layers, so each page costs less CPU. The full browser when it is absent.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const browserPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Every project is one lane: one worker, one test at a time, on a desktop Chrome viewport.
const lane = { workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } }

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Two lanes, one worker each: the suite's own server (the projects that follow one another
  // below), and beside its longest project the files that run servers of their own
  // (tests/e2e/own-servers), whose waits for those servers leave the CPU to the first lane.
  fullyParallel: false,
  workers: 2,
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
    // Recording a trace costs every test CPU (DOM snapshots, screenshots at each step), kept or
    // not. CI records only a failed test's retry; a run here keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: browserPath, args: chromiumFlags },
    // The site's service worker would answer later tests' pages from what earlier ones kept; the
    // test of the worker itself allows it (site-opens-offline.e2e.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // The app starts on an empty database (as a deployer's does); these tests see it so, then seed it.
    { name: 'empty-database', testMatch: '**/empty-database.e2e.ts', ...lane },
    // Tests that need the server's caches cold run next, before any other test warms them.
    {
      name: 'cold-cache',
      testMatch: '**/*-cold-cache.e2e.ts',
      dependencies: ['empty-database'],
      ...lane,
    },
    {
      name: 'chromium',
      testIgnore: ['**/*-cold-cache.e2e.ts', '**/empty-database.e2e.ts', '**/own-servers/**'],
      dependencies: ['cold-cache'],
      ...lane,
    },
    // Never asks the suite's server for anything, so it needs none of the projects above. It still
    // names cold-cache: Playwright runs projects in phases, and a phase waits for every project of
    // the one before; this way it runs beside the longest, chromium, and holds up none.
    {
      name: 'own-servers',
      testDir: 'tests/e2e/own-servers',
      dependencies: ['cold-cache'],
      ...lane,
    },
  ],
})
