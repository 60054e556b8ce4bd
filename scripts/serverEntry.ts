import { randomUUID } from 'node:crypto'
import { renameSync } from 'node:fs'
import { build } from 'esbuild'
import { compileStaffBar } from './staffBarScript'

const SOURCE = 'server/start.ts'
const OUTPUT = '.next/server-start.mjs'

/**
 * Compiles the production server's entry (server/start.ts and the few modules of ours it
 * imports) to one plain JavaScript file, so the server runs without tsx's loader hooks. Next
 * imports its cache handler on every request, and under tsx each import is a round trip to the
 * hooks' thread, a real share of a cached page's CPU time. Compiled on each start
 * (milliseconds), so it never lags behind the source. Two servers starting from one build
 * (the two-instance setup) each write a whole file of their own and rename it into place.
 * The staff bar the entry adds to staff's pages is compiled with it.
 */
export async function compileServerEntry(): Promise<string> {
  // Unique per call: one test process starts two instances at once.
  const temporary = `${OUTPUT}.${randomUUID()}.tmp`
  await compileStaffBar()
  await build({
    entryPoints: [SOURCE],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Packages (next) stay imports, resolved from node_modules as they would be under tsx.
    packages: 'external',
    logLevel: 'warning',
  })
  renameSync(temporary, OUTPUT)
  return OUTPUT
}
