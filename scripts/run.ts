/**
 * Every command that needs the database goes through here: it starts the embedded PostgreSQL
 * when DATABASE_URL is unset, applies committed migrations, then runs the command, and on
 * Ctrl-C stops the command first and the database last.
 */
import { startProjectDatabase } from './database'
import { run, runOrFail } from './child'
import { ensurePayloadSecret } from './secret'

const [command, ...rest] = process.argv.slice(2)
const port = process.env.PORT || '3000'

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

const migrate = () => runOrFail('tsx', ['seed/run.ts', '--no-seed'])

function longRunning(binary: string, args: string[]): Promise<number> {
  const { child, exited } = run(binary, args)
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
  process.on('SIGINT', forward('SIGINT'))
  process.on('SIGTERM', forward('SIGTERM'))
  process.on('SIGHUP', forward('SIGHUP'))
  return exited
}

async function runCommand(): Promise<number> {
  switch (command) {
    case 'dev':
      await runOrFail('tsx', ['seed/run.ts', '--if-empty'])
      return longRunning('next', ['dev', '-p', port, ...rest])
    case 'build':
      await migrate()
      return longRunning('next', ['build', ...rest])
    case 'start':
      await migrate()
      return longRunning('next', ['start', '-p', port, ...rest])
    case 'seed':
      return longRunning('tsx', ['seed/run.ts', ...rest])
    case 'migrate':
      return longRunning('tsx', ['seed/run.ts', '--no-seed'])
    case 'migrate:create':
      return longRunning('payload', ['migrate:create', ...rest])
    default:
      console.error(`Unknown command "${command}". Use dev, build, start, seed, migrate or migrate:create.`)
      return 2
  }
}

// Signals are forwarded to the child; until one exists, they just end the wait below.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => {})

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
