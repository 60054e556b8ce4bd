import { describe, expect, it } from 'vitest'
import { reportsHungStep, runJavaScript, StepHung } from '../../scripts/child'
import { isSupportedNode } from '../../scripts/nodeVersion'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('a step of npm start, npm run dev or npm run build', () => {
  it('that prints nothing and does not finish is stopped, with a message that names it', async () => {
    // Never prints, never ends: what a start stuck loading its modules looks like from outside.
    const running = runJavaScript('-e', ['setInterval(() => {}, 60_000)'], process.env, {
      step: 'the migrations',
      seconds: 1,
      until: 'exit',
    })
    const error = await running.exited.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(StepHung)
    expect((error as Error).message).toMatch(
      /^\[run\] the migrations printed nothing for 1 s and had not finished, so it was stopped/,
    )
    expect(isAlive(running.child.pid!)).toBe(false)
    expect(reportsHungStep((error as Error).message)).toBe(true)
  }, 20_000)

  it('that says it is ready is left to run, and its output passes through', async () => {
    const running = runJavaScript(
      '-e',
      ['console.log("[server] ready"); setTimeout(() => process.exit(3), 200)'],
      process.env,
      {
        step: 'the server',
        seconds: 60,
        until: 'first-output',
      },
    )
    const output: string[] = []
    running.child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    expect(await running.exited).toBe(3)
    expect(output.join('')).toContain('[server] ready')
  }, 20_000)

  it('that never started speaking is named in its own words: before its first output', async () => {
    const running = runJavaScript('-e', ['setInterval(() => {}, 60_000)'], process.env, {
      step: 'the server',
      seconds: 1,
      until: 'first-output',
    })
    await expect(running.exited).rejects.toThrow(
      /^\[run\] the server printed nothing within 1 s of its start, so it was stopped/,
    )
  }, 20_000)
})

describe('the Node a script runs on', () => {
  it('is 24.11.1 or newer: from there tsx loads TypeScript without a hooks thread', () => {
    expect(isSupportedNode('20.20.2')).toBe(false)
    expect(isSupportedNode('22.22.3')).toBe(false)
    expect(isSupportedNode('24.11.0')).toBe(false)
    expect(isSupportedNode('24.11.1')).toBe(true)
    expect(isSupportedNode('24.21.0')).toBe(true)
    expect(isSupportedNode('26.0.0')).toBe(true)
  })

  it('is the one npm install brought, when a script runs through npm', () => {
    expect(isSupportedNode(process.versions.node)).toBe(true)
  })
})
