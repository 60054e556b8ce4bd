/**
 * The app's HTTP server: Next's request handler behind a plain Node HTTP server, for `npm start`
 * and, with `--dev`, for `npm run dev` (both through scripts/run.ts). It exists for what
 * `next start` and `next dev` cannot do: decide the client's address from the socket and
 * TRUSTED_PROXY_HOPS before the app sees the request (the app router never sees the socket), add
 * the staff bar to pages staff browse (it must stay out of the cached HTML visitors get), keep
 * error pages out of shared caches, serve the build's
 * scripts and stylesheets compressed once, and stop cleanly when told to or orphaned.
 * Development runs the same pipeline, so what staff and visitors get there is what they get in
 * production.
 */
import http from 'node:http'
import type { Duplex } from 'node:stream'
import next from 'next'
import { clientAddress, trustedProxyHops } from '../src/lib/clientAddress'
import { injectStaffBar } from './staffBar'
import { emailNotConfiguredNotice } from '../src/lib/email/delivery'
import { commonHeaders, headersForPath } from '../config/securityHeaders.mjs'
import { precompressedStatic } from './precompressedStatic'
import { limitRequestBody } from './requestBodyLimit'
import { healthChecks } from './health'
import { logRequest } from './accessLog'
import { metricsEndpoint } from './metrics'

const STOP_GRACE_MS = 5_000

function option(names: string[], fallback: string): string {
  const args = process.argv.slice(2)
  const index = args.findIndex((arg) => names.includes(arg))
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback
}

const dev = process.argv.includes('--dev')
const port = Number(option(['-p', '--port'], process.env.PORT || '3000'))
const hostname = option(['-H', '--hostname'], '0.0.0.0')
const hops = trustedProxyHops()

/** What a client may not say about itself when no proxy of ours stands in front. */
const PROXY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']

function settleClientHeaders(req: http.IncomingMessage) {
  req.headers['x-forwarded-for'] = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    hops,
  )
  delete req.headers['x-real-ip']
  if (hops === 0) for (const header of PROXY_HEADERS) delete req.headers[header]
}

const securityHeaders = commonHeaders(process.env)

function setSecurityHeaders(req: http.IncomingMessage, res: http.ServerResponse) {
  const pathname = (req.url ?? '/').split('?')[0]
  const buildFile = buildFiles?.holds(pathname) ?? false
  for (const { key, value } of headersForPath(pathname, securityHeaders, { buildFile }))
    res.setHeader(key, value)
}

// Each mode runs as itself whoever started it (process managers rarely set NODE_ENV).
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
/** Runs `hook` on the arguments of `res.writeHead` (Node's implicit write passes the status too). */
function beforeHead(res: http.ServerResponse, hook: (args: unknown[]) => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    hook(args)
    return writeHead(...args)
  }) as typeof res.writeHead
}

/**
 * Next sends a redirect it has just rendered (a cache miss) with its Location header twice; a
 * client that joins them reads "/demo, /demo" and follows that to a 404. One is enough.
 */
function keepOneLocation(res: http.ServerResponse) {
  beforeHead(res, () => {
    const location = res.getHeader('location')
    if (Array.isArray(location) && location.length > 1) res.setHeader('location', location[0])
  })
}

/**
 * A permanent redirect (a moved page, the CMS's redirects) answers 301 rather than Next's 308:
 * for GET and HEAD they mean the same, and 301 is what marketers, SEO tools and old crawlers know.
 */
function permanentAs301(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  beforeHead(res, (args) => {
    if (args[0] === 308) args[0] = 301
  })
}

/**
 * Next marks an error page with the time to live of the route that drew it (a 404 of the blog
 * says s-maxage): no cache in front may keep an error, or a page published at that path later
 * would stay missing there.
 */
function errorsNeverShared(res: http.ServerResponse) {
  beforeHead(res, (args) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const cacheControl = String(res.getHeader('cache-control') ?? '')
    if (status >= 400 && /\b(?:s-maxage|max-age)=[1-9]/.test(cacheControl))
      res.setHeader('cache-control', 'no-store')
  })
}

const app = next({ dev, hostname, port, dir: process.cwd() })
await app.prepare()
const handle = app.getRequestHandler()
// Development rebuilds its files in memory; only a build's are compressed once.
const buildFiles = dev ? null : precompressedStatic()
const health = healthChecks({
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
})
const metrics = metricsEndpoint({
  token: process.env.METRICS_TOKEN,
  databaseUrl: process.env.DATABASE_URL,
})

const server = http.createServer((req, res) => {
  // Probes and scrapes are answered first: not logged, not counted, never cached.
  if (health.answer(req, res) || metrics(req, res)) return
  logRequest(req, res, hops, () => limitRequestBody(req, res, (request) => answer(request, res)))
})

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  settleClientHeaders(req)
  // In development next.config.mjs sets them, with what the dev server's own scripts need.
  if (!dev) setSecurityHeaders(req, res)
  if (buildFiles?.answer(req, res)) return
  keepOneLocation(res)
  permanentAs301(req, res)
  errorsNeverShared(res)
  // Signed-in staff get the edit bar's script; visitors' pages are left exactly as cached.
  injectStaffBar(req, res)
  handle(req, res).catch((error: unknown) => {
    console.error('[server] request failed:', error)
    if (!res.headersSent) res.writeHead(500)
    res.end()
  })
}

/**
 * Sockets handed over to WebSockets (the development server's hot reload). They are no longer
 * HTTP connections: closing connections leaves them open, and the server with them.
 */
const upgraded = new Set<Duplex>()
server.on('upgrade', (_req, socket: Duplex) => {
  upgraded.add(socket)
  socket.once('close', () => upgraded.delete(socket))
})

let stopping = false

/** Stops taking requests, lets those in flight finish (5 s at most), then exits. */
async function stop(reason: string) {
  if (stopping) return
  stopping = true
  // A load balancer sees /readyz fail and sends no more while requests in flight finish.
  health.stopping()
  console.info(`[server] ${reason}: stopping`)
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  for (const socket of upgraded) socket.destroy()
  setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref()
  // Whatever still holds the process after that (a stuck close, a busy loop) must not keep an
  // orphaned server alive.
  setTimeout(() => {
    console.error('[server] not stopped in time: exiting')
    process.exit(1)
  }, 3 * STOP_GRACE_MS).unref()
  await closed
  await app.close().catch(() => {})
  process.exit(0)
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
  process.on(signal, () => void stop(signal))

// A parent that dies without a word (SIGKILL) leaves us to init: stop rather than serve on alone.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop('parent process gone')
}, 1_000).unref()

server.listen(port, hostname, () => {
  console.info(
    `[server] ${dev ? 'development' : 'production'} server ready on http://${hostname}:${port} (TRUSTED_PROXY_HOPS=${hops})`,
  )
  // Said once, where the operator looks first; the emails themselves are never printed in production.
  const emailNotice = emailNotConfiguredNotice()
  if (emailNotice) console.warn(emailNotice)
})
