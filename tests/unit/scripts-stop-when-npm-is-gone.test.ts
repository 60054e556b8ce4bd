import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { describe, expect, it, onTestFinished } from 'vitest'

const PROBE = 'node --import tsx tests/fixtures/parentGoneProbe.ts'
// As npm does: the script runs through `sh -c`, and the shell does not pass a signal on.
const NPM = `require('node:child_process').spawn('sh', ['-c', ${JSON.stringify(PROBE)}], { stdio: 'inherit' }); setInterval(() => {}, 60000)`

describe('a script npm runs (npm start, npm test)', () => {
  it('stops when npm is gone, though npm’s shell passed no signal on', async () => {
    // A process group of its own: see below.
    const npm = spawn(process.execPath, ['-e', NPM], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    })
    // Whatever is left, even after a time-out, goes with the group.
    onTestFinished(() => {
      try {
        process.kill(-npm.pid!, 'SIGKILL')
      } catch {
        // all gone already
      }
    })
    const lines = createInterface({ input: npm.stdout! })[Symbol.asyncIterator]()
    expect((await lines.next()).value).toBe('watching')
    npm.kill('SIGTERM')
    await once(npm, 'exit')
    // The probe still holds npm's output: its next line comes once it noticed.
    expect((await lines.next()).value).toBe('stopped')
  }, 30_000)
})
