/**
 * The site's service worker, compiled to public/sw.js by each build (scripts/serviceWorkerScript.mjs)
 * with that build's id, so every deploy is a new worker: it takes over at once and deletes the
 * caches of the one before, and a page kept by an older build is never served again to post to
 * a server action that build had. What it keeps and never keeps is decided in cacheRules.ts.
 */
import {
  assetsOf,
  ESSENTIAL_PATHS,
  isImmutableAsset,
  isSiteNavigation,
  KEPT_PATHS,
  mayCacheRequest,
  mayCacheResponse,
  offlinePageFor,
  VISITED_PAGES_LIMIT,
} from '@/lib/offline/cacheRules'
import { OUTBOX_SYNC_TAG, sendOutbox } from '@/lib/offline/outbox'

/** The build's id, written in by esbuild's `define`. */
declare const SERVICE_WORKER_VERSION: string

// The few parts of the service worker's global scope used here (the DOM library has none of them).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = ExtendableEvent & {
  request: Request
  respondWith(response: Promise<Response>): void
}
type SyncEvent = ExtendableEvent & { tag: string }
type WorkerScope = {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void
}

const worker = self as unknown as WorkerScope
const origin = worker.location.origin

const PREFIX = 'offline-'
/** The kept pages (ESSENTIAL_PATHS, KEPT_PATHS), the other pages visited, Next's files. */
const PAGES = `${PREFIX}pages-${SERVICE_WORKER_VERSION}`
const VISITED = `${PREFIX}visited-${SERVICE_WORKER_VERSION}`
const ASSETS = `${PREFIX}assets-${SERVICE_WORKER_VERSION}`
const CURRENT = new Set([PAGES, VISITED, ASSETS])

/** On a connection that answers this slowly, a kept copy is shown while the network finishes. */
const SLOW_NETWORK_MS = 6_000

const keptPaths = new Set([...ESSENTIAL_PATHS, ...KEPT_PATHS])

function report(what: string) {
  return (error: unknown) => console.warn(`[service worker] ${what}:`, error)
}

/** Sends what waits in the outbox, without failing the event it rides on. */
function sendWaiting(): Promise<void> {
  return sendOutbox().catch(report('sending the outbox failed'))
}

/** Keeps the build's scripts and stylesheets a kept page names, so it renders offline as online. */
async function keepAssets(html: string): Promise<void> {
  const cache = await caches.open(ASSETS)
  await Promise.all(
    assetsOf(html).map(async (path) => {
      try {
        if (await cache.match(path)) return
        const response = await fetch(path)
        if (mayCacheResponse(response)) await cache.put(path, response)
      } catch (error) {
        // The page itself still opens without it: a file missed now is kept on its next fetch.
        report(`keeping ${path}`)(error)
      }
    }),
  )
}

/**
 * Fetches a page as a visitor without cookies sees it (never a staff member's copy, never a
 * language chosen by cookie) and keeps it with its scripts and stylesheets.
 */
async function keepPage(path: string): Promise<void> {
  const response = await fetch(path, { credentials: 'omit', cache: 'no-cache' })
  if (response.redirected || !mayCacheResponse(response)) {
    throw new Error(`${path} answered ${response.status} and cannot be kept`)
  }
  const cache = await caches.open(PAGES)
  await cache.put(path, response.clone())
  await keepAssets(await response.text())
}

/** The recovery application and the offline page, in every language: the install fails without them. */
async function install(): Promise<void> {
  await Promise.all(ESSENTIAL_PATHS.map(keepPage))
  await worker.skipWaiting()
}

/**
 * The other form pages and the home page, once the worker is active: on a slow phone they would
 * otherwise hold back the worker, and the recovery application's offline copy with it. A page
 * left out here (the worker stopped first) is kept when the visitor opens it.
 */
function keepOtherPages(): Promise<unknown> {
  return Promise.all(KEPT_PATHS.map((path) => keepPage(path).catch(report(`keeping ${path}`))))
}

/** Drops the caches of every other build's worker. */
async function dropOtherVersions(): Promise<void> {
  const names = await caches.keys()
  const stale = names.filter((name) => name.startsWith(PREFIX) && !CURRENT.has(name))
  await Promise.all(stale.map((name) => caches.delete(name)))
}

/** Keeps a page's fresh copy: a kept page in its place, another in the most recent few. */
async function remember(path: string, response: Response): Promise<void> {
  if (keptPaths.has(path)) {
    await (await caches.open(PAGES)).put(path, response)
    return
  }
  const visited = await caches.open(VISITED)
  await visited.delete(path)
  await visited.put(path, response)
  const keys = await visited.keys()
  await Promise.all(keys.slice(0, -VISITED_PAGES_LIMIT).map((request) => visited.delete(request)))
}

async function keptCopy(path: string): Promise<Response | undefined> {
  return (
    (await caches.match(path, { cacheName: PAGES })) ??
    (await caches.match(path, { cacheName: VISITED }))
  )
}

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))

/**
 * A page: from the network, kept when it may be; without a network, the kept copy, or the
 * offline page in the page's language. A kept copy is shown too when the network is very slow.
 */
function navigate(event: FetchEvent): Promise<Response> {
  const { request } = event
  const url = new URL(request.url)
  // A copy under the bare path: a campaign's query changes nothing on the page.
  const cacheable = mayCacheRequest(request, origin) && url.search === ''
  const network = fetch(request)
  event.waitUntil(
    network
      .then((response) =>
        cacheable && mayCacheResponse(response)
          ? remember(url.pathname, response.clone())
          : undefined,
      )
      .catch(() => undefined),
  )
  return pageOrKeptCopy(network, url.pathname)
}

async function pageOrKeptCopy(network: Promise<Response>, path: string): Promise<Response> {
  const kept = await keptCopy(path)
  try {
    if (!kept) return await network
    return (await Promise.race([network, after(SLOW_NETWORK_MS)])) ?? kept
  } catch {
    return kept ?? (await keptCopy(offlinePageFor(path))) ?? Response.error()
  }
}

/** Next's content-hashed files never change: from the cache when there, kept when fetched. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (mayCacheResponse(response)) await cache.put(request, response.clone())
  return response
}

worker.addEventListener('install', (event) => {
  event.waitUntil(install())
})

worker.addEventListener('activate', (event) => {
  event.waitUntil(dropOtherVersions().then(() => worker.clients.claim()))
  // Not part of the activation: pages wait for an activating worker, and a send on a failing
  // network (or the other pages' download) may take long. A visit or a sync sends again whatever
  // this one leaves.
  void sendWaiting()
  void keepOtherPages()
})

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== origin || request.method !== 'GET') return
  if (request.mode === 'navigate' && isSiteNavigation(url.pathname)) {
    event.respondWith(navigate(event))
    // A visit to any page is a moment to send what waits; the page does not wait for it.
    event.waitUntil(sendWaiting())
    return
  }
  if (isImmutableAsset(request.url) && mayCacheRequest(request, origin)) {
    event.respondWith(cacheFirst(request))
  }
})

worker.addEventListener('sync', (event) => {
  // Left to fail, so the browser tries the sync again later.
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendOutbox())
})
