import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it, onTestFinished } from 'vitest'
import { isAlive, killTree } from '../fixtures/processTree'

const PROBE = ['--import', 'tsx', 'tests/fixtures/stopOnSignalProbe.ts']

describe('a bench stopped by a signal (stopOnSignal)', () => {
  it('stops its throwaway PostgreSQL, removes its folder and exits as the signal would', async () => {
    const probe = spawn(process.execPath, PROBE, { stdio: ['ignore', 'pipe', 'inherit'] })
    let postmaster = 0
    let folder = ''
    onTestFinished(() => {
      killTree(probe.pid!)
      if (postmaster && isAlive(postmaster)) process.kill(postmaster, 'SIGKILL')
      if (folder) rmSync(folder, { recursive: true, force: true })
    })
    const lines = createInterface({ input: probe.stdout! })[Symbol.asyncIterator]()
    const { dataDir } = JSON.parse((await lines.next()).value as string) as { dataDir: string }
    folder = path.dirname(dataDir)
    postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    expect(isAlive(postmaster)).toBe(true)

    // The signal reaches the bench alone (a time-out, a process manager), not PostgreSQL's group.
    const exited = once(probe, 'exit')
    probe.kill('SIGTERM')
    const [code] = (await exited) as [number | null]

    expect(code).toBe(143)
    expect(isAlive(postmaster)).toBe(false)
    expect(existsSync(folder)).toBe(false)
  }, 60_000)
})
