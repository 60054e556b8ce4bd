/**
 * The build's scripts and stylesheets, compressed once at the highest settings. Next serves
 * `/_next/static` uncompressed and the compression middleware compresses each response again, at
 * settings cheap enough for every request: Brotli at quality 4 is about gzip's size. These files
 * are content-hashed and never change, so each is compressed once, in the background after its
 * first request (Brotli 11, gzip 9), and later requests get those bytes from memory: fewer
 * bytes of script for a browser that takes Brotli, and no compression work per request.
 *
 * Only plain GET and HEAD requests for files the build holds are answered here; a range, a
 * conditional request, a query or a client that takes neither coding goes to Next as before.
 */
import { readdirSync, type Dirent } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { acceptsCoding } from './acceptEncoding'

type Coding = 'br' | 'gzip'
type Compressed = Record<Coding, Buffer> & { contentType: string; lastModified: string }

const PREFIX = '/_next/static/'
// As Next's own static serving sends them (next/dist/server/serve-static and send).
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}
const IMMUTABLE = 'public, max-age=31536000, immutable'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The compressible files under `root`, as paths relative to it with `/` separators. */
function listFiles(root: string): Set<string> {
  let entries: Dirent[]
  try {
    entries = readdirSync(root, { withFileTypes: true, recursive: true })
  } catch {
    return new Set()
  }
  return new Set(
    entries
      .filter((entry) => entry.isFile() && path.extname(entry.name) in CONTENT_TYPES)
      .map((entry) =>
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      ),
  )
}

async function compress(file: string): Promise<Compressed> {
  const [body, info] = await Promise.all([readFile(file), stat(file)])
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return {
    br,
    gzip: gz,
    contentType: CONTENT_TYPES[path.extname(file)],
    lastModified: info.mtime.toUTCString(),
  }
}

function preferredCoding(header: string | string[] | undefined): Coding | null {
  if (acceptsCoding(header, 'br')) return 'br'
  return acceptsCoding(header, 'gzip') ? 'gzip' : null
}

export type BuildFiles = {
  /** Whether `pathname` names a script or stylesheet this build holds (a missing one is Next's 404 page). */
  holds: (pathname: string) => boolean
  /** Answers a request for a built script or stylesheet from its compressed copy; false leaves it to Next. */
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
}

export function precompressedStatic(distDir = path.resolve('.next')): BuildFiles {
  const root = path.join(distDir, 'static')
  // Listed once: only a file of this build is ever read, whatever the request's path says.
  const files = listFiles(root)
  const copies = new Map<string, Compressed>()
  const started = new Set<string>()

  const prepare = (name: string) => {
    started.add(name)
    compress(path.join(root, name)).then(
      (copy) => copies.set(name, copy),
      // Next goes on serving it; the next request tries again.
      () => started.delete(name),
    )
  }

  const holds = (pathname: string) =>
    pathname.startsWith(PREFIX) && files.has(pathname.slice(PREFIX.length))

  const answer = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !holds(req.url)) return false
    const name = req.url.slice(PREFIX.length)
    const { range, 'if-modified-since': since, 'if-none-match': match } = req.headers
    if (range !== undefined || since !== undefined || match !== undefined) return false
    const coding = preferredCoding(req.headers['accept-encoding'])
    if (!coding) return false
    const copy = copies.get(name)
    if (!copy) {
      if (!started.has(name)) prepare(name)
      return false
    }
    const body = copy[coding]
    res.statusCode = 200
    res.setHeader('cache-control', IMMUTABLE)
    res.setHeader('content-type', copy.contentType)
    res.setHeader('last-modified', copy.lastModified)
    res.setHeader('vary', 'Accept-Encoding')
    res.setHeader('content-encoding', coding)
    res.setHeader('content-length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
  return { holds, answer }
}
