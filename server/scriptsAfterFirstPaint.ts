/**
 * A page's scripts are requested once the browser has painted it, not while it is still waiting
 * for its stylesheet. Next writes them as `<script async>` tags (and one preload) in the first
 * lines of the document; a phone on a slow network then shares its first round trips between the
 * stylesheet, the words of the page and 150 KiB of scripts the first paint never needed. Here,
 * on its way out of the server, each of those tags becomes a call to a small inline loader that
 * adds the same script once the page has been painted (README, "Performance"). Nothing else in
 * the page changes, and the scripts still load at once in a tab opened in the background.
 */
import type http from 'node:http'

const NEXT_SCRIPT = String.raw`/_next/static/[\w./-]+\.js`
// Exactly what React writes for Next's scripts (ReactDOM.preinit, bootstrapScripts), nothing more.
const SCRIPT_TAG = new RegExp(String.raw`<script src="(${NEXT_SCRIPT})" async=""></script>|<link rel="preload" as="script" fetchPriority="low" href="(${NEXT_SCRIPT})"/>`, 'g')

export const LOADER_NAME = '__scriptsAfterFirstPaint'

/**
 * Defined once, where the first script was. A script named before the first contentful paint
 * waits for it (a task after the browser reports it); one named after loads at once. A browser
 * that cannot report paints waits one drawn frame instead.
 */
export const LOADER = `(function(w,d){var q=[],seen={},painted=0;function add(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)}w.${LOADER_NAME}=function(u){if(seen[u])return;seen[u]=1;painted?add(u):q.push(u)};function go(){if(painted)return;painted=1;q.splice(0).forEach(add)}function later(){setTimeout(go)}var P=w.PerformanceObserver;if(d.hidden)go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(later)})(self,document);`

const call = (src: string) => `${LOADER_NAME}(${JSON.stringify(src)});`

/** Where the part of `page` that a later piece may still complete begins. */
function unfinishedFrom(page: Buffer): number {
  const open = page.lastIndexOf('<')
  const unfinishedTag = open >= 0 && page.indexOf('>', open) < 0 ? open : page.length
  // A script tag of ours is only whole with its closing tag.
  const script = page.lastIndexOf('<script src="')
  const openScript = script >= 0 && page.length - script < 300 && page.indexOf('</script>', script) < 0 ? script : page.length
  return Math.min(unfinishedTag, openScript)
}

const mayHoldTags = (page: Buffer) => page.includes('<script src="/_next/static/') || page.includes('<link rel="preload" as="script"')

/**
 * A rewriter for one document, fed the bytes in the pieces they are sent in. It holds back a
 * piece's last unfinished tag until the next piece completes it, so a tag split between two
 * writes is still found. The tags are ASCII: the page is read byte for byte (latin1), so a
 * character split between two pieces passes through untouched, and a piece without a tag of
 * ours is sent on as it came.
 */
export function scriptDeferrer() {
  let held: Buffer = Buffer.alloc(0)
  let loaderWritten = false
  const rewrite = (page: Buffer) => {
    if (!mayHoldTags(page)) return page
    const text = page.toString('latin1').replace(SCRIPT_TAG, (_tag, scriptSrc?: string, preloadSrc?: string) => {
      const script = `${loaderWritten ? '' : LOADER}${call(scriptSrc ?? preloadSrc ?? '')}`
      loaderWritten = true
      return `<script>${script}</script>`
    })
    return Buffer.from(text, 'latin1')
  }
  return {
    push(piece: Buffer): Buffer {
      const page = held.length ? Buffer.concat([held, piece]) : piece
      const cut = unfinishedFrom(page)
      // A copy: the writer may reuse its buffer once this write has returned.
      held = Buffer.from(page.subarray(cut))
      return rewrite(page.subarray(0, cut))
    },
    end(): Buffer {
      const rest = held
      held = Buffer.alloc(0)
      return rewrite(rest)
    },
  }
}

// Payload's admin and the APIs answer with their own documents. The review page (/admin, in
// either language) draws its list with its scripts: it needs them before its largest paint.
const LEFT_AS_THEY_ARE = /^\/(?:cms|api|_next)(?:\/|$)|^(?:\/[a-z]{2})?\/admin(?:\/|$)/

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => http.ServerResponse

/** Rewrites an HTML page Next writes to `res` (see above); any other answer passes untouched. */
export function loadScriptsAfterFirstPaint(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (LEFT_AS_THEY_ARE.test((req.url ?? '/').split('?')[0])) return
  let deferrer: ReturnType<typeof scriptDeferrer> | null | undefined
  const decide = () => {
    if (deferrer !== undefined) return deferrer
    deferrer = String(res.getHeader('content-type') ?? '').startsWith('text/html') ? scriptDeferrer() : null
    // The page changes length on its way out.
    if (deferrer) res.removeHeader('content-length')
    return deferrer
  }
  const bytes = (chunk: unknown, encoding: unknown) => {
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    if (typeof chunk !== 'string') return Buffer.alloc(0)
    return Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8')
  }
  const callbackOf = (...args: unknown[]) => args.find((arg) => typeof arg === 'function')

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const isHeaderObject = (item: unknown) => !!item && typeof item === 'object' && !Array.isArray(item)
    // Set here rather than passed on, so a Content-Length among them can be taken off.
    for (const headers of rest.filter(isHeaderObject) as http.OutgoingHttpHeaders[])
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    decide()
    return writeHead(status, ...rest.filter((item) => !isHeaderObject(item)))
  }) as typeof res.writeHead

  const write = res.write.bind(res) as Write
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const rewriter = decide()
    if (!rewriter) return write(chunk, encoding, callback)
    const out = rewriter.push(bytes(chunk, encoding))
    const done = callbackOf(encoding, callback) as (() => void) | undefined
    if (out.length) return write(out, done)
    done?.()
    return true
  }) as typeof res.write

  const end = res.end.bind(res) as End
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const rewriter = decide()
    if (!rewriter) return end(chunk, encoding, callback)
    const body = typeof chunk === 'function' ? Buffer.alloc(0) : bytes(chunk, encoding)
    const out = Buffer.concat([rewriter.push(body), rewriter.end()])
    return end(out, callbackOf(chunk, encoding, callback))
  }) as typeof res.end
}
