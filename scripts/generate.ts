/**
 * `npm run generate`: every generated file, in the order each needs the last: the block lists and
 * the word catalogues (the CMS configuration imports them), then Payload's types and import map
 * (from that configuration), then the docs' list of form fields. `npm run generate -- types` (or
 * blocks, words, importmap, fields) runs one. A secret is given as `npm run dev` gives one, since
 * Payload will not load its configuration without; no database is needed.
 */
import { runOrFail, runTypeScript } from './child'
import { ensurePayloadSecret } from './secret'

const ourScript = (file: string) => async () => {
  const code = await runTypeScript(file, []).exited
  if (code !== 0) throw new Error(`${file} exited with ${code}`)
}

const STEPS = {
  blocks: ourScript('scripts/writeBlockRegistry.ts'),
  words: ourScript('scripts/writeWordCatalogues.ts'),
  types: () => runOrFail('payload', ['generate:types']),
  importmap: () => runOrFail('payload', ['generate:importmap']),
  fields: ourScript('scripts/writeFormFields.ts'),
}

const isStep = (name: string): name is keyof typeof STEPS => name in STEPS

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !isStep(name))
if (unknown.length > 0) {
  console.error(`Unknown: ${unknown.join(', ')}. Use ${Object.keys(STEPS).join(', ')}.`)
  process.exit(2)
}
ensurePayloadSecret()
for (const name of asked.length > 0
  ? asked.filter(isStep)
  : (Object.keys(STEPS) as (keyof typeof STEPS)[])) {
  await STEPS[name]()
}
