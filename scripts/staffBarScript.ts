import { randomUUID } from 'node:crypto'
import { renameSync } from 'node:fs'
import { build } from 'esbuild'
import { STAFF_BAR_SCRIPT } from '../config/paths.mjs'

const SOURCE = 'src/lib/staffBar/script.ts'
const OUTPUT = `public${STAFF_BAR_SCRIPT}`

/**
 * Compiles the staff bar (src/lib/staffBar/script.ts) to the plain script Next serves from
 * public/ at STAFF_BAR_SCRIPT, before a server starts. As with the server entry, every caller
 * writes a whole file of its own and renames it into place, so two servers can start at once.
 */
export async function compileStaffBar(): Promise<string> {
  const temporary = `${OUTPUT}.${randomUUID()}.tmp`
  await build({
    entryPoints: [SOURCE],
    outfile: temporary,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  })
  renameSync(temporary, OUTPUT)
  return OUTPUT
}
