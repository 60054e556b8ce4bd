import { randomUUID } from 'node:crypto'
import { renameSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { SERVICE_WORKER_SCRIPT } from '../config/paths.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = path.join(ROOT, 'src/lib/offline/serviceWorker.ts')
const OUTPUT = path.join(ROOT, `public${SERVICE_WORKER_SCRIPT}`)

/**
 * Compiles the service worker (src/lib/offline/serviceWorker.ts) to the plain script Next serves
 * from public/ at SERVICE_WORKER_SCRIPT, with `version` (the build's id) written in: each build's
 * worker differs by at least that, so browsers install it and drop the last build's caches.
 * Plain JavaScript because next.config.mjs calls it, from generateBuildId. Written whole, then
 * renamed into place, as the staff bar is (scripts/staffBarScript.ts).
 * @param {string} version
 */
export async function compileServiceWorker(version) {
  const temporary = `${OUTPUT}.${randomUUID()}.tmp`
  await build({
    entryPoints: [SOURCE],
    outfile: temporary,
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: { SERVICE_WORKER_VERSION: JSON.stringify(version) },
    logLevel: 'warning',
  })
  renameSync(temporary, OUTPUT)
  return OUTPUT
}
