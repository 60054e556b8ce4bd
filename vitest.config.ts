import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@collections': path.resolve(import.meta.dirname, 'collections'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** Integration files that build Payload from an environment of their own (production without SMTP; a short lead back-off). */
const OWN_CONFIG = [
  'tests/int/email-without-smtp-in-production.int.test.ts',
  'tests/int/lead-delivery.int.test.ts',
]

const integration = {
  environment: 'node' as const,
  // Both projects name it; it starts the run's PostgreSQL once (the second call finds it running).
  globalSetup: ['tests/int/globalSetup.ts'],
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      // Integration files run one after another against one shared database. Most share one
      // worker and its module graph, so Payload starts once for them (tests/int/workerSetup.ts
      // sets what their config must read); a file that needs a config of its own runs after them,
      // isolated.
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          exclude: OWN_CONFIG,
          ...integration,
          isolate: false,
          setupFiles: ['tests/int/workerSetup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int-own-config',
          include: OWN_CONFIG,
          ...integration,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
