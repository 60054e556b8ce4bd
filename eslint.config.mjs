import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/cms/importMap.js',
      'next-env.d.ts',
      'public/staff-bar.js',
      'public/sw.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Playwright fixtures receive a callback named `use`; it is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // The app reads its environment through src/lib/env.ts: one list of variables, their defaults
      // and their types, and getters that read at each use.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment through `env` from src/lib/env.ts.',
        },
      ],
    },
  },
  {
    // Runtimes that start, configure or test the app, outside its module graph, keep their own reads.
    files: [
      // The owner.
      'src/lib/env.ts',
      // Plain JavaScript that next.config.mjs loads before any TypeScript runs.
      'next.config.mjs',
      'config/**',
      'cache-handler/**',
      // Launchers: they set variables for the processes they start (the database URL, the secret, the port).
      'server/**',
      'scripts/**',
      'bench/**',
      'playwright.config.ts',
      'vitest.config.ts',
      // The seed's own settings (SEED_*), which the app never reads.
      'seed/**',
      // Tests set variables to put the app in the state they prove.
      'tests/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
]

export default config
