/**
 * The start bench: `npm start`, `npm run migrate` and `npm run dev` started many times in a row,
 * alone and three at once (a stall showed only under load), as a deployer runs them: no
 * DATABASE_URL, so each lane has an embedded PostgreSQL of its own, made and migrated by an untimed
 * first start. Prints how many answered, the median and p95 time to the first 200 (to the exit, for
 * migrate), how many hung and how many failed. Asserts nothing.
 *
 * BENCH_START_DIR runs another checkout's commands (an older way of starting, for a before/after);
 * BENCH_STARTS=start:50,migrate:50,dev:10 sets the counts.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stopProcessTree } from '../tests/fixtures/processTree'
import { getFreePort } from '../tests/fixtures/ports'
import { reportsHungStep } from '../scripts/child'

type Kind = 'start' | 'migrate' | 'dev'
type Outcome = { result: 'answered' | 'hung' | 'failed'; seconds: number; errors?: string }
type Lane = { dir: string; pgPort: number }

const COUNTS: Record<Kind, number> = { start: 50, migrate: 50, dev: 10 }
for (const pair of process.env.BENCH_STARTS?.split(',') ?? []) {
  const [kind, count] = pair.split(':')
  if (kind in COUNTS) COUNTS[kind as Kind] = Number(count)
}

// Far past any start seen here, loaded or not: a start still silent by then is counted as hung.
const PATIENCE_S: Record<Kind, number> = { start: 150, migrate: 150, dev: 240 }
const SCRIPT: Record<Kind, string[]> = {
  start: ['start'],
  migrate: ['run', 'migrate'],
  dev: ['run', 'dev'],
}
// What answers once the command is up: the health check needs the database; in development a
// static file of the server entry, so the figure is the start and not a route's first compile.
const READY_PATH: Record<Kind, string> = { start: '/healthz', migrate: '', dev: '/staff-bar.js' }

const projectDir = path.resolve(process.env.BENCH_START_DIR || '.')

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status === 200,
    () => false,
  )
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One command, from spawn to its first 200 (or its exit, for migrate); then stopped, tree and all. */
async function startOnce(kind: Kind, lane: Lane): Promise<Outcome> {
  const port = await getFreePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_PG_DIR: lane.dir,
    EMBEDDED_PG_PORT: String(lane.pgPort),
    PAYLOAD_SECRET: 'start-bench-secret',
    SERVER_URL: `http://127.0.0.1:${port}`,
    SEED_ADMIN_PASSWORD: 'start-bench-password-1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // As a deployer's shell: no database given, no mode set (each command sets its own).
  delete env.DATABASE_URL
  Reflect.deleteProperty(env, 'NODE_ENV')
  const started = Date.now()
  const seconds = () => (Date.now() - started) / 1000
  const npm = spawn('npm', SCRIPT[kind], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  npm.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
  const exited = new Promise<number>((resolve) => npm.once('exit', (code) => resolve(code ?? 1)))
  try {
    if (kind === 'migrate') {
      const code = await Promise.race([exited, pause(PATIENCE_S.migrate * 1000).then(() => null)])
      return outcome(
        code === null ? 'hung' : code === 0 ? 'answered' : stoppedAsHung(errors),
        seconds(),
        errors,
      )
    }
    const url = `http://127.0.0.1:${port}${READY_PATH[kind]}`
    while (!(await answers(url))) {
      if (npm.exitCode !== null) return outcome(stoppedAsHung(errors), seconds(), errors)
      if (seconds() > PATIENCE_S[kind]) return outcome('hung', seconds(), errors)
      await pause(100)
    }
    return outcome('answered', seconds())
  } finally {
    await stopProcessTree(npm.pid!)
  }
}

function outcome(result: Outcome['result'], seconds: number, errors = ''): Outcome {
  return result === 'answered' ? { result, seconds } : { result, seconds, errors }
}

/** run.ts stops a step that stays silent past its limit: that is a hang, not a failure. */
const stoppedAsHung = (errors: string): Outcome['result'] =>
  reportsHungStep(errors) ? 'hung' : 'failed'

async function newLane(): Promise<Lane & { remove: () => void }> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'start-bench-'))
  // PostgreSQL runs as the OS user `postgres` when we are root; it must reach its folder.
  chmodSync(root, 0o755)
  return {
    dir: path.join(root, 'postgres'),
    pgPort: await getFreePort(),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]
}

/** The first start that did not answer, in its own words: what a reader of the table asks next. */
function firstMiss(outcomes: Outcome[]): string {
  const miss = outcomes.find((o) => o.result !== 'answered')
  if (!miss) return ''
  return `\n  first ${miss.result} start, after ${miss.seconds.toFixed(1)} s; its error output ended with:\n  ${miss.errors?.trim().split('\n').slice(-5).join('\n  ') || '(nothing)'}`
}

function row(kind: Kind, mode: string, outcomes: Outcome[]): string {
  const times = outcomes
    .filter((o) => o.result === 'answered')
    .map((o) => o.seconds)
    .sort((a, b) => a - b)
  const count = (result: Outcome['result']) =>
    String(outcomes.filter((o) => o.result === result).length)
  return [
    `npm ${SCRIPT[kind].join(' ')}`.padEnd(16),
    mode.padEnd(14),
    `${times.length}/${outcomes.length}`.padStart(9),
    percentile(times, 0.5).toFixed(1).padStart(9),
    percentile(times, 0.95).toFixed(1).padStart(9),
    count('hung').padStart(6),
    count('failed').padStart(8),
  ].join('')
}

/**
 * `count` starts of `kind` in a row on `lanes` lanes at once. With `load`, only the first lane is
 * measured, and the others start `load` over and over until it is done.
 */
async function measure(kind: Kind, count: number, lanes: number, load?: Kind): Promise<Outcome[]> {
  const made = await Promise.all(Array.from({ length: lanes }, newLane))
  const kindOf = (index: number) => (load && index > 0 ? load : kind)
  try {
    // Each lane's first start makes and migrates its database (and seeds it, for dev): untimed.
    await Promise.all(made.map((lane, index) => startOnce(kindOf(index), lane)))
    const outcomes: Outcome[] = []
    let claimed = 0
    let measuring = true
    const measured = load ? made.slice(0, 1) : made
    const loading = (load ? made.slice(1) : []).map(async (lane) => {
      while (measuring) await startOnce(load!, lane)
    })
    await Promise.all(
      measured.map(async (lane) => {
        while (claimed < count) {
          claimed++
          outcomes.push(await startOnce(kind, lane))
        }
      }),
    )
    measuring = false
    await Promise.all(loading)
    return outcomes
  } finally {
    for (const lane of made) lane.remove()
  }
}

export async function benchStart(): Promise<void> {
  if (!existsSync(path.join(projectDir, '.next/BUILD_ID'))) {
    console.info(`\nstart bench: ${projectDir} holds no build (npm run build first); skipped`)
    return
  }
  console.info(
    `\nstart bench in ${projectDir}: time to the first 200 (migrate: to its exit), seconds`,
  )
  const header = `${'command'.padEnd(16)}${'mode'.padEnd(14)}${'answered'.padStart(9)}${'median'.padStart(9)}${'p95'.padStart(9)}${'hung'.padStart(6)}${'failed'.padStart(8)}`
  const rows: string[] = []
  for (const kind of ['start', 'migrate', 'dev'] as const) {
    if (!COUNTS[kind]) continue
    const alone = await measure(kind, COUNTS[kind], 1)
    rows.push(row(kind, 'alone', alone))
    console.info(rows.at(-1) + firstMiss(alone))
    // Next allows one development server per folder: dev's two other lanes are npm starts.
    const loaded = await measure(kind, COUNTS[kind], 3, kind === 'dev' ? 'start' : undefined)
    rows.push(row(kind, kind === 'dev' ? '+2 npm start' : 'three at once', loaded))
    console.info(rows.at(-1) + firstMiss(loaded))
  }
  console.info(`\n${header}\n${rows.join('\n')}`)
}
