import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const bin = (name: string) => path.resolve('node_modules/.bin', name)

/**
 * How long a step may stay silent before it counts as hung. `exit`: silence since its last output
 * (a step that must finish: migrations, seed, build). `first-output`: silence before it says
 * anything at all (a server, which then may stay quiet for days).
 */
export type SilenceLimit = { step: string; seconds: number; until: 'exit' | 'first-output' }

export type Running = { child: ChildProcess; exited: Promise<number> }

/** A step that printed nothing and did not finish within its limit; it has been stopped. */
export class StepHung extends Error {}

// After a hung step's SIGTERM, what it has left to do (nothing, if it is stuck) gets this long.
const HUNG_KILL_GRACE_MS = 5_000

/** Runs a local package binary, passing our environment; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  limit?: SilenceLimit,
): Running {
  return spawnAndWatch(bin(command), args, env, limit)
}

/** Runs a TypeScript file in a Node of its own (tsx as a loader: no extra wrapper process). */
export function runTypeScript(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  limit?: SilenceLimit,
): Running {
  return spawnAndWatch(process.execPath, ['--import', 'tsx', file, ...args], env, limit)
}

/** Runs a JavaScript file in a plain Node of its own: no loader hooks. */
export function runJavaScript(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  limit?: SilenceLimit,
): Running {
  return spawnAndWatch(process.execPath, [file, ...args], env, limit)
}

/** The child's output still reads as a terminal's (colours) when ours is one. */
function colourEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!process.stdout.isTTY || env.NO_COLOR !== undefined || env.FORCE_COLOR !== undefined)
    return env
  return { ...env, FORCE_COLOR: '1' }
}

function spawnAndWatch(
  executable: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  limit?: SilenceLimit,
): Running {
  if (!limit) {
    const child = spawn(executable, args, { stdio: 'inherit', env })
    return { child, exited: exitCode(child) }
  }
  // Its output passes through us, so that we see it speak.
  const child = spawn(executable, args, { stdio: ['inherit', 'pipe', 'pipe'], env: colourEnv(env) })
  const silence = watchSilence(child, limit)
  child.stdout!.on('data', (chunk: Buffer) => (silence.spoke(), process.stdout.write(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => (silence.spoke(), process.stderr.write(chunk)))
  const exited = exitCode(child).then((code) => {
    silence.stop()
    if (silence.hung()) throw new StepHung(hungMessage(limit))
    return code
  })
  return { child, exited }
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  )
}

const HUNG_MARK = ', so it was stopped.'

/** Whether a command's error output says one of its steps hung and was stopped (bench/start.ts). */
export const reportsHungStep = (output: string): boolean => output.includes(HUNG_MARK)

function hungMessage({ step, seconds, until }: SilenceLimit): string {
  const silent =
    until === 'exit'
      ? `printed nothing for ${seconds} s and had not finished`
      : `printed nothing within ${seconds} s of its start`
  return `[run] ${step} ${silent}${HUNG_MARK} A step that stalls before its first word is usually stuck loading modules; run the command again, and if it stalls again, see docs/operating.md#a-start-that-hangs.`
}

/** Stops the child once it has been silent longer than its limit allows. */
function watchSilence(child: ChildProcess, { seconds, until }: SilenceLimit) {
  let spoken = false
  let hung = false
  let timer: NodeJS.Timeout | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      hung = true
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), HUNG_KILL_GRACE_MS).unref()
    }, seconds * 1000)
  }
  arm()
  return {
    spoke() {
      if (until === 'first-output' && !spoken) clearTimeout(timer)
      else if (until === 'exit') arm()
      spoken = true
    },
    stop: () => clearTimeout(timer),
    hung: () => hung,
  }
}

export async function runOrFail(command: string, args: string[]): Promise<void> {
  const code = await run(command, args).exited
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}
