/**
 * Every command that needs the database goes through here: it starts the embedded PostgreSQL
 * when DATABASE_URL is unset, applies committed migrations, then runs the command. It owns the
 * process tree: on SIGINT, SIGTERM or SIGHUP, or when its own parent dies, it stops the command
 * first and the database last, and never starts a further step once told to stop.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { constants } from 'node:os'
import { startProjectDatabase } from './database'
import { run, runJavaScript, runTypeScript } from './child'
import { compileServerEntry } from './serverEntry'
import { compileStaffBar } from './staffBarScript'
import { ensurePayloadSecret } from './secret'

const [command, ...rest] = process.argv.slice(2)
const port = process.env.PORT || '3000'

// Next finishes its requests in flight within 5 s of the signal; after this it is killed, so
// PostgreSQL still has time to shut down cleanly within the 10 s a process manager allows.
const CHILD_GRACE_MS = 7_000

type Running = { child: ChildProcess; exited: Promise<number> }

let current: Running | null = null
let stopSignal: NodeJS.Signals | null = null

function requestStop(signal: NodeJS.Signals) {
  if (stopSignal) return
  stopSignal = signal
  const running = current
  if (!running) return
  running.child.kill(signal)
  setTimeout(() => running.child.kill('SIGKILL'), CHILD_GRACE_MS).unref()
}

/** Runs one step of the command, unless a stop was asked for before it could start. */
async function step(running: () => Running): Promise<number> {
  if (stopSignal) return 128 + constants.signals[stopSignal]
  current = running()
  try {
    return await current.exited
  } finally {
    current = null
  }
}

async function stepOrFail(running: () => Running, what: string): Promise<void> {
  const code = await step(running)
  if (code !== 0) throw new Error(`${what} exited with ${code}`)
}

const migrate = () => stepOrFail(() => runTypeScript('scripts/migrate.ts', []), 'migrations')

async function runCommand(): Promise<number> {
  switch (command) {
    case 'dev':
      await migrate()
      await stepOrFail(() => runTypeScript('seed/run.ts', ['--if-empty']), 'seed')
      await compileStaffBar()
      // Through the server entry, as in production: it adds the staff bar (see server/start.ts).
      return step(() => runTypeScript('server/start.ts', ['--dev', '-p', port, ...rest]))
    case 'build':
      await migrate()
      await compileStaffBar()
      return step(() => run('next', ['build', ...rest]))
    case 'start': {
      await migrate()
      const entry = await compileServerEntry()
      return step(() => runJavaScript(entry, ['-p', port, ...rest]))
    }
    case 'seed':
      await migrate()
      return step(() => runTypeScript('seed/run.ts', rest))
    case 'migrate':
      return step(() => runTypeScript('scripts/migrate.ts', []))
    case 'migrate:create':
      return step(() => run('payload', ['migrate:create', ...rest]))
    default:
      console.error(`Unknown command "${command}". Use dev, build, start, seed, migrate or migrate:create.`)
      return 2
  }
}

/** State and parent of a process, from /proc (Linux); null once it is gone. */
function procStat(pid: number): { state: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state, parent: Number(parent) }
  } catch {
    return null
  }
}

const isShell = (pid: number) => /^(sh|dash|bash)$/.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())

/** The shell's parent, when our parent is only the shell npm started us in. */
function ancestorsToWatch(): number[] {
  const parent = process.ppid
  // Without /proc (not Linux) only a change of parent is noticed.
  if (!existsSync(`/proc/${parent}`) || !isShell(parent)) return []
  const grandparent = procStat(parent)?.parent
  return grandparent && grandparent > 1 ? [grandparent] : []
}

// A dead process whose parent has not collected it yet is a zombie: gone all the same.
const isRunning = (pid: number) => {
  const stat = procStat(pid)
  return stat !== null && stat.state !== 'Z'
}

async function main(): Promise<number> {
  ensurePayloadSecret()
  const database = await startProjectDatabase()
  process.env.DATABASE_URL = database.url
  try {
    return await runCommand()
  } finally {
    await database.stop()
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => requestStop(signal))

// A parent killed outright sends nothing: we are handed to another parent, and that is the signal
// to stop. npm runs us through `sh -c`, which outlives npm, so behind a shell we watch npm too.
const parent = process.ppid
const watched = ancestorsToWatch()
setInterval(() => {
  if (process.ppid !== parent || !watched.every(isRunning)) requestStop('SIGTERM')
}, 500).unref()

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
