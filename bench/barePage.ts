/**
 * The floor every page of ours stands on: a bare Next page (one static route, Tailwind as the
 * site sets it up, no client component) built and served with this project's own `next`, `react`
 * and `react-dom`, in a temporary folder outside the repository. The bench measures it beside the
 * site in the same run, so a loaded machine moves both sides and the ratio still holds.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForServer } from '../tests/fixtures/app'
import { getFreePort } from '../tests/fixtures/ports'
import { cleanUpOnStop } from '../tests/fixtures/stopOnSignal'

const ROOT = path.resolve(import.meta.dirname, '..')
const NEXT_CLI = path.join(ROOT, 'node_modules/.bin/next')

export type BarePage = { baseUrl: string; stop: () => Promise<void> }

// `xkey` lets deploy/varnish/default.vcl store the page, as src/proxy.ts names our pages' tags.
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bench-bare-page', private: true, type: 'module' }),
  'postcss.config.mjs': "export default { plugins: { '@tailwindcss/postcss': {} } }\n",
  'next.config.mjs': `export default {
  poweredByHeader: false,
  turbopack: { root: ${JSON.stringify(path.parse(ROOT).root)} },
  async headers() {
    return [{ source: '/', headers: [{ key: 'xkey', value: 'bare' }] }]
  },
}
`,
  'app/globals.css': "@import 'tailwindcss';\n",
  'app/layout.jsx': `import './globals.css'

export const metadata = { title: 'Bare page', description: 'A bare Next page, the bench floor.' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body className="bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">A bare Next page</h1>
      <p className="mt-6 text-lg leading-8 text-slate-600">
        One statically rendered route with Tailwind and no client component: the script, paint
        and throughput every page of the site pays before it adds anything of its own.
      </p>
      <a className="mt-8 inline-block rounded-md bg-blue-700 px-4 py-2 text-white" href="#top">
        A link
      </a>
    </main>
  )
}
`,
  'app/icon.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1d5fd1"/></svg>\n',
}

function runNext(dir: string, args: string[], quiet: boolean): ChildProcess {
  return spawn(process.execPath, [NEXT_CLI, ...args], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  })
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => resolve(code))
  })
}

/** Writes, builds (`next build`) and serves (`next start`) the bare page on a free port. */
export async function startBarePage({ quiet = true } = {}): Promise<BarePage> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-page-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  let server: ChildProcess | undefined
  const stop = cleanUpOnStop(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = exitOf(server)
      server.kill('SIGTERM')
      await exited
    }
    remove()
  })
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    // The project's installed packages, not a second install.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    const built = await exitOf(runNext(dir, ['build'], quiet))
    if (built !== 0) throw new Error(`next build of the bare page exited with ${built}`)
    const port = await getFreePort()
    server = runNext(dir, ['start', '-H', '127.0.0.1', '-p', String(port)], quiet)
    const baseUrl = `http://127.0.0.1:${port}`
    await waitForServer(baseUrl, server)
    return { baseUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
