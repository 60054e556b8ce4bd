import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import { IDEMPOTENCY_HEADER, keyHeaderValue } from '@/lib/idempotency/key'

/**
 * The submissions waiting on this device for a connection. Kept in IndexedDB so that both the
 * pages and the service worker (src/lib/offline/serviceWorker) reach them: no DOM, no React, no
 * `window` here. Each entry is one submission under its idempotency key, sent again with the same
 * key until the server answers our own 201, so the server stores it once however often it arrives.
 */

/** The Background Sync tag the pages register and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'form-outbox'

/** An entry is dropped this long after it was saved, or after its answer came (as drafts are). */
export const OUTBOX_DAYS = 30
const OUTBOX_MS = OUTBOX_DAYS * 24 * 60 * 60 * 1000

/** A try that has no answer within this long is left for the next one (a portal may hang). */
const TRY_TIMEOUT_MS = 30_000

/** One waiting submission: the request as it will be sent, under its key. */
export type OutboxEntry = {
  /** The submission's idempotency key: the entry's id. */
  key: string
  form: string
  /** The form endpoint's path and query (same origin), e.g. `/api/forms/recovery?lang=es`. */
  url: string
  /** The JSON body, as sent. */
  body: string
  locale: string
  savedAt: number
  /** Once sent: what the server answered (the recovery form's case ID), and when. */
  sent?: { caseId?: string; at: number }
  /** The localStorage key of the form's draft, kept until the submission is accepted. */
  draft?: string
  /** Refused by our server for good (invalid, closed form): never sent again; the form says why. */
  refused?: { status: number; body: Record<string, unknown>; at: number }
}

/** What one try of an entry came to. */
export type TryOutcome =
  | { kind: 'accepted'; caseId?: string }
  /** Our own server answered, and not with a success (its JSON body says why). */
  | { kind: 'refused'; status: number; body: Record<string, unknown> }
  /** No answer of ours: no network, a Wi-Fi login page, a gateway's error page, a timeout. */
  | { kind: 'unanswered' }

/**
 * The field of a form's 201 that names what was stored (the forms' definitions say `reference`;
 * a unit test keeps the two equal). Every other form answers 201 `{ ok: true }`.
 */
export const SUCCESS_REFERENCES: Readonly<Record<string, string>> = { recovery: 'caseId' }

const UNANSWERED: TryOutcome = { kind: 'unanswered' }

function ourJson(contentType: string | null, text: string): Record<string, unknown> | null {
  if (!contentType || !/^application\/json\b/i.test(contentType.trim())) return null
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * Reads an answer: only our own 201 with the JSON the form expects is a success. A page that
 * answers 200 (a Wi-Fi login page) or anything that is not our JSON is no answer at all.
 */
export function readAnswer(
  form: string,
  status: number,
  contentType: string | null,
  text: string,
): TryOutcome {
  const body = ourJson(contentType, text)
  if (!body) return UNANSWERED
  if (status === 201) {
    const reference = SUCCESS_REFERENCES[form]
    if (!reference) return body.ok === true ? { kind: 'accepted' } : UNANSWERED
    const value = body[reference]
    return typeof value === 'string' && value !== ''
      ? { kind: 'accepted', caseId: value }
      : UNANSWERED
  }
  return status >= 400 ? { kind: 'refused', status, body } : UNANSWERED
}

/** A refusal no later try can change; 408, 409 (still running), 425, 429 and 5xx may pass later. */
export const refusedForGood = (status: number) =>
  status >= 400 && status < 500 && ![408, 409, 425, 429].includes(status)

/** Sends an entry once, under its key; never throws. */
export async function tryEntry(
  entry: OutboxEntry,
  send: typeof fetch = fetch,
): Promise<TryOutcome> {
  try {
    const response = await send(entry.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: keyHeaderValue(entry.key),
      },
      body: entry.body,
      signal:
        typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TRY_TIMEOUT_MS) : undefined,
    })
    const text = await response.text()
    return readAnswer(entry.form, response.status, response.headers.get('content-type'), text)
  } catch {
    return UNANSWERED
  }
}

/** Where the entries live: IndexedDB on a device, anything with these four calls in a test. */
export type OutboxStorage = {
  all(): Promise<OutboxEntry[]>
  get(key: string): Promise<OutboxEntry | undefined>
  put(entry: OutboxEntry): Promise<void>
  remove(key: string): Promise<void>
}

/** The outbox in this origin's IndexedDB (database `form-outbox`, store `entries`). */
export function indexedDbOutbox(database = 'form-outbox'): OutboxStorage {
  // Opened at the first use, never when a module is merely imported (on the server, say).
  let store: UseStore | undefined
  const db = () => (store ??= createStore(database, 'entries'))
  return {
    all: () => values<OutboxEntry>(db()),
    get: (key) => get<OutboxEntry>(key, db()),
    put: (entry) => set(entry.key, entry, db()),
    remove: (key) => del(key, db()),
  }
}

/** What the functions below work with: the device's outbox, the clock and fetch by default. */
export type OutboxSetup = { storage?: OutboxStorage; now?: () => number; send?: typeof fetch }

let deviceOutbox: OutboxStorage | undefined
const storageOf = (setup: OutboxSetup) => setup.storage ?? (deviceOutbox ??= indexedDbOutbox())

const waiting = (entry: OutboxEntry) => !entry.sent && !entry.refused
const expired = (entry: OutboxEntry, now: number) =>
  now - (entry.sent?.at ?? entry.refused?.at ?? entry.savedAt) > OUTBOX_MS

/** Every entry not older than `OUTBOX_DAYS`; older ones are deleted on the way. */
export async function outboxEntries(setup: OutboxSetup = {}): Promise<OutboxEntry[]> {
  const storage = storageOf(setup)
  const now = (setup.now ?? Date.now)()
  const entries = await storage.all()
  const old = entries.filter((entry) => expired(entry, now))
  await Promise.all(old.map((entry) => storage.remove(entry.key)))
  return entries.filter((entry) => !expired(entry, now))
}

/** The entries still to be sent. */
export const waitingEntries = async (setup: OutboxSetup = {}) =>
  (await outboxEntries(setup)).filter(waiting)

/** Saves an entry to send (again under the same key, if it was saved before). */
export const putEntry = (entry: OutboxEntry, setup: OutboxSetup = {}) => storageOf(setup).put(entry)

/** Forgets an entry: once the page has shown its answer, or it was refused. */
export const removeEntry = (key: string, setup: OutboxSetup = {}) => storageOf(setup).remove(key)

// One sender at a time, in this context and (with Web Locks) across tabs and the service worker:
// two tries of one key at once would make the second wait for a 409.
let queue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const run = async (): Promise<T> => (locks ? await locks.request('form-outbox', task) : task())
  const next = queue.then(run, run)
  queue = next.catch(() => undefined)
  return next
}

/** Sends one entry and writes down what came of it; the entry is read afresh under the lock. */
async function sendOne(key: string, setup: OutboxSetup): Promise<TryOutcome | null> {
  const storage = storageOf(setup)
  const entry = await storage.get(key)
  if (!entry) return null
  if (entry.sent) return { kind: 'accepted', caseId: entry.sent.caseId }
  if (entry.refused) return { kind: 'refused', ...entry.refused }
  const outcome = await tryEntry(entry, setup.send)
  const at = (setup.now ?? Date.now)()
  if (outcome.kind === 'accepted')
    await storage.put({ ...entry, sent: { caseId: outcome.caseId, at } })
  else if (outcome.kind === 'refused' && refusedForGood(outcome.status))
    await storage.put({ ...entry, refused: { status: outcome.status, body: outcome.body, at } })
  return outcome
}

/** Sends one saved entry now (the page's first try), and records its answer in the outbox. */
export const sendEntry = (key: string, setup: OutboxSetup = {}) =>
  oneAtATime(() => sendOne(key, setup))

/** Tells the pages of this site that the outbox changed (a worker may have sent an entry). */
export const OUTBOX_CHANNEL = 'form-outbox'
function announceChange() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

/** Sends every waiting entry, each under its key, and records what each answer was. */
export async function sendWaiting(setup: OutboxSetup = {}): Promise<void> {
  const changed = await oneAtATime(async () => {
    let any = false
    for (const entry of await waitingEntries(setup)) {
      const outcome = await sendOne(entry.key, setup)
      if (outcome && outcome.kind !== 'unanswered') any = true
    }
    return any
  })
  if (changed) announceChange()
}

/** Sends every waiting entry (each with its key); marks those the server accepted. */
export async function sendOutbox(): Promise<void> {
  await sendWaiting()
}

type SyncRegistration = { sync?: { register(tag: string): Promise<void> } }

/**
 * Asks the service worker to send the outbox when the connection returns (Background Sync,
 * Chromium only). Never waits: without a worker, `ready` never settles.
 */
export function requestBackgroundSync(): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return
  void container.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch((error: unknown) => console.error('registering the outbox sync failed', error))
}
