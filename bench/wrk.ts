/**
 * wrk, when the machine has it (Debian's `wrk`): a load client written in C with its own threads.
 * autocannon runs in one JavaScript thread on the same cores as the server it measures, so
 * against a fast server it measures itself; wrk shows how much of a gap is the client's.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'

const run = promisify(execFile)
const WRK = '/usr/bin/wrk'

export const hasWrk = () => existsSync(WRK)

export type WrkFigures = { rps: number; non2xx: number }

/** Requests per second over `durationS`, after a one-second warm-up. */
export async function wrkThroughput(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
): Promise<WrkFigures> {
  const args = (seconds: number) => [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  await run(WRK, args(1))
  const { stdout } = await run(WRK, args(durationS))
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]
  if (!rps) throw new Error(`wrk printed no rate:\n${stdout}`)
  return {
    rps: Number(rps),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
  }
}
