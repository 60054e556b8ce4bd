/**
 * A parent killed outright sends nothing: its child is handed to another parent, and that is the
 * signal to stop. npm runs a script through `sh -c`, which outlives npm (a SIGTERM to npm ends the
 * shell, not what it started), so behind a shell npm is watched too.
 */
import { existsSync, readFileSync } from 'node:fs'

/** State and parent of a process, from /proc (Linux); null once it is gone. */
export function procStat(pid: number): { state: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return { state, parent: Number(parent) }
  } catch {
    return null
  }
}

const isShell = (pid: number) =>
  /^(sh|dash|bash)$/.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())

/** The shell's parent, when our parent is only the shell npm started us in. */
function ancestorsToWatch(): number[] {
  const parent = process.ppid
  // Without /proc (not Linux) only a change of parent is noticed.
  if (!existsSync(`/proc/${parent}`) || !isShell(parent)) return []
  const grandparent = procStat(parent)?.parent
  return grandparent && grandparent > 1 ? [grandparent] : []
}

// A dead process whose parent has not collected it yet is a zombie: gone all the same.
export const isRunning = (pid: number): boolean => {
  const stat = procStat(pid)
  return stat !== null && stat.state !== 'Z'
}

/** Calls `stop` once this process's parent (or npm, behind a shell) is gone. */
export function onParentGone(stop: () => void): void {
  const parent = process.ppid
  const watched = ancestorsToWatch()
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(isRunning)) return
    clearInterval(timer)
    stop()
  }, 500)
  timer.unref()
}
