import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { appEnvironment, migrateDatabase, seedDatabase, waitForServer } from '../tests/fixtures/app'
import { startTestEnvironment } from '../tests/fixtures/environment'
import { getFreePort } from '../tests/fixtures/ports'
import { compileServerEntry } from '../scripts/serverEntry'
const environment = await startTestEnvironment()
const port = await getFreePort()
const base = `http://127.0.0.1:${port}`
const env = appEnvironment(environment, { SERVER_URL: base })
await migrateDatabase(env)
await seedDatabase(env)
const server = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', await compileServerEntry(), '-p', String(port), '-H', '127.0.0.1'], { env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore' })
try {
  await waitForServer(base, server)
  for (const p of ['/', '/es', '/pricing', '/resources/blog', '/resources/blog/post-2']) {
    const html = await (await fetch(base + p)).text()
    writeFileSync('/tmp/prof/page' + p.replace(/\//g, '_') + '.html', html)
  }
  await autocannon({ url: base + '/', connections: 20, duration: 3 })
  const r = await autocannon({ url: base + '/', connections: 20, duration: 10 })
  const s = await autocannon({ url: base + '/og-default.png', connections: 20, duration: 5 })
  console.log('rps', r.requests.average, 'static', s.requests.average)
} finally {
  const exited = new Promise((r) => server.once('exit', r)); server.kill('SIGTERM'); await exited
  await environment.stop()
}
