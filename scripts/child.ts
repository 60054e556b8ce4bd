import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const bin = (name: string) => path.resolve('node_modules/.bin', name)

/** Runs a local package binary, passing our environment; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): {
  child: ChildProcess
  exited: Promise<number>
} {
  return spawnAndWatch(bin(command), args, env)
}

/** Runs a TypeScript file in a Node of its own (tsx as a loader: no extra wrapper process). */
export function runTypeScript(file: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnAndWatch(process.execPath, ['--import', 'tsx', file, ...args], env)
}

/** Runs a JavaScript file in a plain Node of its own: no loader hooks. */
export function runJavaScript(file: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnAndWatch(process.execPath, [file, ...args], env)
}

function spawnAndWatch(executable: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(executable, args, { stdio: 'inherit', env })
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
  return { child, exited }
}

export async function runOrFail(command: string, args: string[]): Promise<void> {
  const code = await run(command, args).exited
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}
