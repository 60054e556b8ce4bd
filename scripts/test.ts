/**
 * `npm test`: typecheck and lint side by side, then unit, integration, end-to-end. The e2e build
 * starts after the typecheck and the e2e suite as soon as that build is done, each beside the
 * steps that leave a core idle; their output is shown in their own turn. Every step runs even
 * after a failure, so one run shows everything that is wrong; the exit code is non-zero when any
 * step failed. The last lines sum up passed and failed tests.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, rmSync } from 'node:fs'
import { constants } from 'node:os'
import path from 'node:path'
import { onParentGone } from './parentGone'

type Counts = {
  passed: number
  failed: number
  skipped: number
  flaky?: string[]
  fileSeconds?: Map<string, number>
}
type Step = {
  name: string
  command: string
  args: string[]
  report?: string
  read?: (file: string) => Counts
}

const bin = (name: string) => path.resolve('node_modules/.bin', name)

type VitestFile = { name: string; startTime: number; endTime: number }

function readVitest(file: string): Counts {
  const json = JSON.parse(readFileSync(file, 'utf8'))
  const fileSeconds = new Map<string, number>(
    (json.testResults as VitestFile[]).map((result) => [
      path.relative(process.cwd(), result.name),
      (result.endTime - result.startTime) / 1000,
    ]),
  )
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    fileSeconds,
  }
}

type PlaywrightTest = {
  status: string
  results: { startTime: string; duration: number; parallelIndex: number }[]
}
type PlaywrightSuite = {
  title: string
  file: string
  specs?: { title: string; tests: PlaywrightTest[] }[]
  suites?: PlaywrightSuite[]
}

/** The titles of the tests that failed and then passed on their retry. */
function flakyTitles(suites: PlaywrightSuite[] = [], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => [...path, suite.title, spec.title].join(' › ')),
    ...flakyTitles(suite.suites, [...path, suite.title]),
  ])
}

type Run = { file: string; lane: number; start: number; end: number }

function runsOf(suites: PlaywrightSuite[] = []): Run[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => {
          const start = Date.parse(result.startTime)
          return {
            file: path.join('tests/e2e', suite.file),
            lane: result.parallelIndex,
            start,
            end: start + result.duration,
          }
        }),
      ),
    ),
    ...runsOf(suite.suites),
  ])
}

/**
 * Wall-clock seconds of each spec file. Each lane (a worker slot) runs its tests one at a time, so
 * a file's share runs from the end of what ran before it in its lane to the end of its last test:
 * its beforeAll (a server of its own, say) counts, which a test's own duration leaves out.
 */
function secondsPerFile(suites: PlaywrightSuite[] = []): Map<string, number> {
  const runs = runsOf(suites).sort((a, b) => a.start - b.start)
  const seconds = new Map<string, number>()
  const laneEnds = new Map<number, number>()
  for (const run of runs) {
    const previousEnd = laneEnds.get(run.lane) ?? run.start
    const end = Math.max(run.end, previousEnd)
    seconds.set(run.file, (seconds.get(run.file) ?? 0) + (end - previousEnd) / 1000)
    laneEnds.set(run.lane, end)
  }
  return seconds
}

function readPlaywright(file: string): Counts {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: flakyTitles(suites),
    fileSeconds: secondsPerFile(suites),
  }
}

/** The ten slowest files of a suite, so its growth shows in every run (printed, never judged). */
function slowestFiles(name: string, fileSeconds: Map<string, number>): string[] {
  const slowest = [...fileSeconds].sort(([, a], [, b]) => b - a).slice(0, 10)
  return [
    `slowest files of the ${name}:`,
    ...slowest.map(([file, seconds]) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`),
  ]
}

const vitest = (name: string, ...projects: string[]): Step => ({
  name: `${name} tests`,
  command: 'vitest',
  args: [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.tmp/${name}-results.json`,
  ],
  report: `.tmp/${name}-results.json`,
  read: readVitest,
})

const typecheck: Step = { name: 'typecheck', command: 'tsc', args: ['--noEmit'] }
const lint: Step = { name: 'lint', command: 'eslint', args: ['.', '--max-warnings=0'] }

const unit = vitest('unit', 'unit')
const integration = vitest('int', 'int', 'int-own-config')
const e2e: Step = {
  name: 'e2e tests',
  command: 'playwright',
  args: ['test'],
  report: '.tmp/e2e-results.json',
  read: readPlaywright,
}

type Finished = { status: number | null; seconds: number }

/**
 * Runs a command to its end; resolves with its exit code (null when a signal ended it) and its
 * seconds. With `output`, a file descriptor, its output goes there instead of the terminal.
 */
function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; output?: number },
): Promise<Finished> {
  const stdio: StdioOptions =
    options.output === undefined ? 'inherit' : ['ignore', options.output, options.output]
  const started = Date.now()
  const seconds = () => (Date.now() - started) / 1000
  // Once told to stop, no further step starts.
  if (stopping) return Promise.resolve({ status: null, seconds: 0 })
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio, env: options.env })
    running.add(child)
    child.once('error', () => resolve({ status: 1, seconds: seconds() }))
    child.once('exit', (code) => {
      running.delete(child)
      resolve({ status: code, seconds: seconds() })
    })
  })
}

// Steps run side by side, so a signal to this process alone (a CI time-out, a process manager),
// or npm's end, is passed on to every step still running; the run ends once they have stopped.
const running = new Set<ChildProcess>()
let stopping = false
async function stopAll(signal: 'SIGINT' | 'SIGTERM') {
  if (stopping) return
  stopping = true
  const exits = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) child.kill(signal)
  await Promise.all(exits)
  process.exit(128 + constants.signals[signal])
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll(signal))
onParentGone(() => void stopAll('SIGTERM'))

/** Runs a step in the background, its output into `log`, to be shown in the step's own turn. */
const runBeside = (step: Step, log: string, env: NodeJS.ProcessEnv = process.env) =>
  run(bin(step.command), step.args, { env, output: openSync(log, 'w') })

const e2eBuild: Step = {
  name: 'build for the e2e tests',
  command: 'tsx',
  args: ['tests/e2e/build.ts'],
}

/**
 * The e2e suite's build (tests/e2e/build.ts) starts after the typecheck, which reads the types a
 * build rewrites, and runs beside lint, unit and integration; its output goes to a log, shown
 * only when it fails. Skipped when E2E_SKIP_BUILD=1 asks to reuse the last build.
 */
function buildBeside(): Promise<Finished> {
  if (process.env.E2E_SKIP_BUILD === '1') return Promise.resolve({ status: 0, seconds: 0 })
  rmSync('.next/BUILD_ID', { force: true })
  return runBeside(e2eBuild, BUILD_LOG)
}

/** Copies what `file` holds, and what is written to it until `done` settles, to standard output. */
async function follow(file: string, done: Promise<unknown>): Promise<void> {
  const fd = openSync(file, 'r')
  const buffer = Buffer.alloc(1 << 16)
  let finished = false
  void done.finally(() => (finished = true))
  for (;;) {
    const last = finished
    let read: number
    while ((read = readSync(fd, buffer, 0, buffer.length, null)) > 0)
      process.stdout.write(Buffer.from(buffer.subarray(0, read)))
    if (last) return closeSync(fd)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

// Lint runs beside the typecheck, one core each; its log is printed in its own step. The e2e
// suite starts as soon as its build is done, beside what is left of integration (which keeps one
// core busy, not two); its output goes to a log, followed once integration is done.
const LINT_LOG = '.tmp/lint.log'
const BUILD_LOG = '.tmp/e2e-build.log'
const E2E_LOG = '.tmp/e2e.log'
mkdirSync('.tmp', { recursive: true })
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const summary: string[] = []
const slowest: string[] = []
let ok = true

/** Adds a finished step to the summary, with its counts from its report when it writes one. */
function record(step: Step, { status, seconds }: Finished) {
  let passed = status === 0
  let detail = ''
  if (step.report && step.read) {
    if (existsSync(step.report)) {
      const counts = step.read(step.report)
      total.passed += counts.passed
      total.failed += counts.failed
      total.skipped += counts.skipped
      detail = `: ${counts.passed} passed, ${counts.failed} failed`
      if (counts.flaky?.length)
        detail += ` (${counts.flaky.length} flaky, passed on a retry: ${counts.flaky.join('; ')})`
      if (counts.fileSeconds?.size) slowest.push(...slowestFiles(step.name, counts.fileSeconds))
      // The report is the truth: a runner that exits 0 with failed tests still fails the step.
      if (counts.failed > 0) passed = false
    } else {
      detail = ': no results (the suite did not run)'
      passed = false
    }
  }
  ok &&= passed
  summary.push(`${passed ? 'PASS' : 'FAIL'}  ${step.name}${detail} (${seconds.toFixed(0)} s)`)
}

const heading = (step: Step) => console.info(`\n=== ${step.name} ===`)
const runStep = (step: Step, env: NodeJS.ProcessEnv = process.env) =>
  run(bin(step.command), step.args, { env })
for (const step of [unit, integration, e2e]) if (step.report) rmSync(step.report, { force: true })

heading(typecheck)
const linting = runBeside(lint, LINT_LOG)
record(typecheck, await runStep(typecheck))
heading(lint)
const build = buildBeside()
record(lint, await linting)
process.stdout.write(readFileSync(LINT_LOG, 'utf8'))

// The suite reuses a build that succeeded; after a failed one its own set-up builds again, in plain sight.
// (Wrapped in an object: a promise resolved with a promise would wait for the suite's end.)
const e2eBeside = build.then((built) =>
  built.status === 0
    ? { finished: runBeside(e2e, E2E_LOG, { ...process.env, E2E_SKIP_BUILD: '1' }) }
    : undefined,
)

heading(unit)
record(unit, await runStep(unit))
heading(integration)
record(integration, await runStep(integration))

const built = await build
if (process.env.E2E_SKIP_BUILD !== '1') {
  summary.push(
    `${built.status === 0 ? 'PASS' : 'FAIL'}  ${e2eBuild.name}, beside the steps above (${built.seconds.toFixed(0)} s)`,
  )
  if (built.status !== 0)
    console.error(
      `the e2e build failed; its log ends with:\n${readFileSync(BUILD_LOG, 'utf8').slice(-4000)}`,
    )
  ok &&= built.status === 0
}
heading(e2e)
const beside = await e2eBeside
if (beside) await follow(E2E_LOG, beside.finished)
record(e2e, beside ? await beside.finished : await runStep(e2e))

console.info('\n=== slowest test files ===')
for (const line of slowest) console.info(line)
console.info('\n=== summary ===')
for (const line of summary) console.info(line)
console.info(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(ok ? 0 : 1)
