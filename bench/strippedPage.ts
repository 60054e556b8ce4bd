/**
 * The second floor: our own page with its scripts removed. Each route's HTML, exactly as our
 * server renders it, without any `<script>` (the RSC payload's inline pushes included) and
 * without the links that preload scripts, served as a static file from memory. Every other
 * request (stylesheets, fonts, images, favicon) is passed to the running app untouched, so the
 * page loads the same stylesheet and assets. What this floor costs is what the content costs;
 * what our page adds to it is what our code costs.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { gzipSync } from 'node:zlib'
import { acceptsCoding } from '../server/acceptEncoding'
import { getFreePort } from '../tests/fixtures/ports'

export type StrippedPage = {
  baseUrl: string
  /** Renders `path` once on the app (with `headers`) and serves it stripped from now on. */
  add: (path: string, headers?: Record<string, string>) => Promise<void>
  stop: () => Promise<void>
}

// A script's text cannot hold `</script>` (HTML ends the element there), so a lazy match is exact.
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK = /<link\b[^>]*>/gi

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined)
    ?.toLowerCase()

/** Whether a `<link>` (or a `Link` header's entry, same attributes) makes the browser fetch a script early. */
function preloadsScript(tag: string): boolean {
  const rel = attribute(tag, 'rel')?.split(/\s+/) ?? []
  return (
    rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as') === 'script')
  )
}

/** The document without its scripts: every `<script>` element and every script preload. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(LINK, (tag) => (preloadsScript(tag) ? '' : tag))
}

/** A `Link` response header without its script preloads (its stylesheet and font hints stay). */
function linkHeaderWithoutScripts(header: string | null): string | undefined {
  if (!header) return undefined
  const kept = header
    .split(/,(?=\s*<)/)
    .filter(
      (entry) => !preloadsScript(` ${entry.replace(/^\s*<[^>]*>\s*;?/, '').replace(/;/g, ' ')}`),
    )
  return kept.length ? kept.join(',') : undefined
}

type Page = { html: string; gzip: Buffer; link?: string }

/** Starts the static server on a free port of 127.0.0.1, in front of the app at `appUrl`. */
export async function startStrippedPage(appUrl: string): Promise<StrippedPage> {
  const pages = new Map<string, Page>()
  const app = new URL(appUrl)

  const passToApp = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = httpRequest(
      {
        host: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', (error) => {
      console.warn(`  (stripped floor: ${req.url} failed on the app: ${error.message})`)
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  }

  const server = createServer((req, res) => {
    const page =
      req.method === 'GET' || req.method === 'HEAD' ? pages.get(req.url ?? '') : undefined
    if (!page) return passToApp(req, res)
    // Compressed as our server compresses HTML: gzip at zlib's default level.
    const gzip = acceptsCoding(req.headers['accept-encoding'], 'gzip')
    const body = gzip ? page.gzip : Buffer.from(page.html)
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...(page.link ? { link: page.link } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })

  const port = await getFreePort()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })

  const add = async (path: string, headers?: Record<string, string>) => {
    const response = await fetch(new URL(path, appUrl), { headers })
    const html = withoutScripts(await response.text())
    pages.set(path, {
      html,
      gzip: gzipSync(html, { level: 6 }),
      link: linkHeaderWithoutScripts(response.headers.get('link')),
    })
  }
  const stop = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    })
  return { baseUrl: `http://127.0.0.1:${port}`, add, stop }
}
