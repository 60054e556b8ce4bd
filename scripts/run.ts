/**
 * Every command that needs the database goes through here: it starts the embedded PostgreSQL
 * when DATABASE_URL is unset, applies committed migrations, then runs the command. It owns the
 * process tree: on SIGINT, SIGTERM or SIGHUP, or when its own parent dies, it stops the command
 * first and the database last, and never starts a further step once told to stop.
 */
import { constants } from 'node:os'
import { startProjectDatabase } from './database'
import { onParentGone } from './parentGone'
import { run, runJavaScript, runTypeScript, type Running, type SilenceLimit } from './child'
import { checkNodeVersion } from './nodeVersion'
import { compileServerEntry } from './serverEntry'
import { hasUsers, pendingMigrations } from './databaseState'
import { compileStaffBar } from './staffBarScript'
import { ensurePayloadSecret } from './secret'

const [command, ...rest] = process.argv.slice(2)
const port = process.env.PORT || '3000'

// Next finishes its requests in flight within 5 s of the signal; after this it is killed, so
// PostgreSQL still has time to shut down cleanly within the 10 s a process manager allows.
const CHILD_GRACE_MS = 7_000

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

/**
 * How long each step may stay silent before it counts as hung and is stopped with a message that
 * names it: a stalled start must be seen, not waited on forever. Generous, for a loaded machine;
 * STEP_SILENCE_LIMIT_S sets one limit for every step.
 */
const SILENCE_SECONDS = { migrations: 180, seed: 300, build: 1200, server: 180 }

function limit(
  step: keyof typeof SILENCE_SECONDS,
  until: SilenceLimit['until'] = 'exit',
): SilenceLimit {
  const seconds = Number(process.env.STEP_SILENCE_LIMIT_S) || SILENCE_SECONDS[step]
  return { step: `the ${step}`, seconds, until }
}

const env = process.env
const runMigrations = () =>
  stepOrFail(() => runTypeScript('scripts/migrate.ts', [], env, limit('migrations')), 'migrations')
const databaseUrl = () => process.env.DATABASE_URL!

/** Before dev, build, start and seed: Payload's migrate, only when a migration is pending. */
async function migrate(): Promise<void> {
  if ((await pendingMigrations(databaseUrl())).length > 0) await runMigrations()
}

async function runCommand(): Promise<number> {
  switch (command) {
    case 'dev':
      await migrate()
      if (!(await hasUsers(databaseUrl())))
        await stepOrFail(
          () => runTypeScript('seed/run.ts', ['--if-empty'], env, limit('seed')),
          'seed',
        )
      await compileStaffBar()
      // Through the server entry, as in production: it adds the staff bar (see server/start.ts).
      return step(() =>
        runTypeScript(
          'server/start.ts',
          ['--dev', '-p', port, ...rest],
          env,
          limit('server', 'first-output'),
        ),
      )
    case 'build':
      await migrate()
      await compileStaffBar()
      return step(() => run('next', ['build', ...rest], env, limit('build')))
    case 'start': {
      await migrate()
      const entry = await compileServerEntry()
      return step(() =>
        runJavaScript(entry, ['-p', port, ...rest], env, limit('server', 'first-output')),
      )
    }
    case 'seed':
      await migrate()
      return step(() => runTypeScript('seed/run.ts', rest, env, limit('seed')))
    case 'migrate':
      // Asked for by name: Payload's own migrate, always.
      return step(() => runTypeScript('scripts/migrate.ts', [], env, limit('migrations')))
    case 'migrate:create':
      return step(() => run('payload', ['migrate:create', ...rest]))
    default:
      console.error(
        `Unknown command "${command}". Use dev, build, start, seed, migrate or migrate:create.`,
      )
      return 2
  }
}

async function main(): Promise<number> {
  checkNodeVersion()
  ensurePayloadSecret()
  const database = await startProjectDatabase()
  process.env.DATABASE_URL = database.url
  try {
    return await runCommand()
  } finally {
    await database.stop()
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => requestStop(signal))

onParentGone(() => requestStop('SIGTERM'))

// The steps' output passes through ours (child.ts): a reader that went away (`npm start | head`,
// a log collector gone) ends the command as it would have ended the step, database stopped last,
// rather than crashing us and orphaning PostgreSQL.
for (const output of [process.stdout, process.stderr])
  output.on('error', () => requestStop('SIGTERM'))

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
