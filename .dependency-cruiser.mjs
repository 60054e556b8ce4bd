/**
 * The layers (docs/architecture.md, "Layers"), checked by `npm run lint`. Top to bottom:
 *
 *   app (src/app, src/proxy.ts)
 *   blocks: the block renderers (src/blocks, but for the block configs; the generated
 *        blockType → component map, src/blocks/generated/components.ts, among them)
 *   forms (src/forms)
 *   components (src/components)
 *   data (src/data): what obtains Payload and reads through it, or reads for a render
 *   cms: collections/, payload.config.ts and the block configs (src/blocks/<Name>/config.ts,
 *        src/blocks/pageBlocks.ts, src/blocks/registry.ts, the generated
 *        src/blocks/generated/configs.ts, src/blocks/fields)
 *   lib (src/lib): plain domain modules, without React and without a Payload instance
 *   config (config/), and src/payload-types.ts (generated, imports nothing)
 *
 * A layer imports only from itself and the layers below it, so no two of them import each
 * other. Around them: server/ (the Node server), scripts/, seed/, cache-handler/, bench/, tests/
 * and src/migrations/ (which imports nothing of ours) have their own rules below. Path aliases (@/, @collections/,
 * @payload-config) are resolved through tsconfig.json, so an alias is judged like the path it
 * stands for.
 */

const APP = '^src/(app/|proxy\\.ts$)'
const BLOCK_CONFIGS =
  '^src/blocks/(pageBlocks\\.ts$|registry\\.ts$|generated/configs\\.ts$|fields/|[^/]+/config\\.ts$)'
const BLOCKS = '^src/blocks/'
const FORMS = '^src/forms/'
const COMPONENTS = '^src/components/'
const DATA = '^src/data/'
const CMS = ['^collections/', '^payload\\.config\\.ts$', BLOCK_CONFIGS]
const LIB = '^src/lib/'
const CONFIG = '^config/'
const TYPES = '^src/payload-types\\.ts$'
const MIGRATIONS = '^src/migrations/'
/** The folders that run the app or check it; the app itself never imports them. */
const TOOLING = '^(server|scripts|seed|bench|tests|cache-handler)/'
/** Every module of ours, wherever it lives. */
const OURS =
  '^(src|collections|config|server|scripts|seed|bench|tests|cache-handler)/|^[^/]+\\.(ts|mts|mjs|js)$'

/** A rule that `from` imports nothing in `to` but what `toNot` exempts. */
const forbid = (name, comment, from, to, toNot) => ({
  name,
  comment,
  severity: 'error',
  from,
  to: toNot ? { path: to, pathNot: toNot } : { path: to },
})

const config = {
  forbidden: [
    forbid(
      'blocks-below-app',
      'A block renderer never imports a route.',
      { path: BLOCKS, pathNot: BLOCK_CONFIGS },
      APP,
    ),
    forbid(
      'forms-below-blocks',
      'src/forms sits below the block renderers: a block places a form, a form knows no block.',
      { path: FORMS },
      [APP, BLOCKS],
      BLOCK_CONFIGS,
    ),
    forbid(
      'components-below-forms',
      'src/components sits below src/forms: a form uses the components (toasts, fields), and a view that shows a form takes it from its caller.',
      { path: COMPONENTS },
      [APP, BLOCKS, FORMS],
      BLOCK_CONFIGS,
    ),
    forbid(
      'data-below-components',
      'src/data reads content for whatever renders it; it renders nothing itself.',
      { path: DATA },
      [APP, BLOCKS, FORMS, COMPONENTS],
      BLOCK_CONFIGS,
    ),
    forbid(
      'cms-below-data',
      'The CMS configuration (collections, payload.config.ts, block configs) never reads through the app’s data door nor imports what renders.',
      { path: CMS },
      [APP, BLOCKS, FORMS, COMPONENTS, DATA],
      BLOCK_CONFIGS,
    ),
    forbid(
      'lib-below-cms',
      'src/lib is below the CMS configuration: when it needs something from above, that thing is a plain definition in the wrong room, and moves down.',
      { path: LIB },
      [APP, BLOCKS, FORMS, COMPONENTS, DATA, ...CMS],
    ),
    forbid(
      'config-at-the-bottom',
      'config/ is plain rules every runtime reads: it imports only config/.',
      { path: CONFIG },
      OURS,
      CONFIG,
    ),
    forbid(
      'types-import-nothing',
      'src/payload-types.ts is generated from the CMS configuration and imports none of ours.',
      { path: TYPES },
      OURS,
    ),
    {
      name: 'lib-has-no-react',
      comment:
        'src/lib has no React: no import of react (hooks, cache, JSX runtime) and no .tsx module.',
      severity: 'error',
      from: { path: LIB },
      to: { path: '^node_modules/(react|react-dom|@types/react|@types/react-dom)/' },
    },
    {
      name: 'lib-has-no-jsx',
      comment:
        'src/lib has no React: a module with JSX belongs in src/components (or the route that draws it).',
      severity: 'error',
      from: { path: '^src/lib/.+\\.(tsx|jsx)$' },
      to: {},
    },
    {
      name: 'payload-opened-in-data',
      comment:
        'The Payload instance is obtained in src/data alone (getPayloadClient); below it, code takes the instance it is handed (a hook’s req.payload, a task’s). Payload’s own routes under src/app/(payload) pass the configuration to Payload’s views.',
      severity: 'error',
      from: { path: '^src/', pathNot: `${DATA}|^src/app/\\(payload\\)/` },
      to: { path: '^payload\\.config\\.ts$' },
    },
    forbid(
      'app-imports-no-tooling',
      'Nothing the app runs imports the server, scripts, seed, bench, tests or the cache handler; the cache handler and the app share plain rules through config/.',
      { path: '^(src|collections|config)/|^payload\\.config\\.ts$' },
      TOOLING,
    ),
    forbid(
      'cache-handler-stands-alone',
      'The cache handler Next loads is plain JavaScript that imports only itself and config/.',
      { path: '^cache-handler/' },
      OURS,
      `^cache-handler/|${CONFIG}`,
    ),
    forbid(
      'server-below-the-app',
      'The Node server around Next imports config/, src/lib and itself, never the app above them.',
      { path: '^server/' },
      OURS,
      `^server/|${CONFIG}|${LIB}|${TYPES}`,
    ),
    forbid(
      'scripts-and-seed-below-the-app',
      'The scripts and the seed run Payload from its configuration; they import no route, renderer, form, component or data door.',
      { path: '^(scripts|seed)/' },
      [APP, BLOCKS, FORMS, COMPONENTS, DATA, '^(server|bench|tests)/'],
      BLOCK_CONFIGS,
    ),
    forbid(
      'migrations-stand-alone',
      'A migration imports nothing of ours but the other migrations: replayed on a fresh database, it must not run today’s code against yesterday’s schema.',
      { path: MIGRATIONS },
      OURS,
      MIGRATIONS,
    ),
    forbid(
      'tests-imported-by-tests',
      'Only tests and the benches (which start the test servers) import tests/.',
      { pathNot: '^(tests|bench)/' },
      '^tests/',
    ),
    forbid(
      'bench-imported-by-nothing',
      'Nothing imports the benches.',
      { pathNot: '^bench/' },
      '^bench/',
    ),
    {
      name: 'resolvable',
      comment:
        'Every import resolves (path aliases through tsconfig.json): one the tool cannot follow would pass every rule unseen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-cycles',
      comment: 'No module reaches itself through what it imports, type-only imports included.',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(\\.next|\\.data|public|node_modules/\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

export default config
