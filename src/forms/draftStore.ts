import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/key'
import { SOURCE_FIELD } from '@/lib/leadSource/names'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'

/** A draft is kept this long after its last change, then deleted when a form next looks. */
export const DRAFT_DAYS = 30
const DRAFT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000
const PREFIX = 'form-draft:'
/** A form of more fields than this keeps a draft; a shorter one is quickly typed again. */
export const DRAFT_AFTER_FIELDS = 3

// Never left on the device: the spam trap, the submission's key and where the visit came from.
const NEVER_KEPT: ReadonlySet<string> = new Set([HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SOURCE_FIELD])

export type DraftValues = Record<string, unknown>
export type Draft = { savedAt: number; values: DraftValues }
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** One draft per form, language and page: two forms never share one. */
export const draftKey = (form: string, locale: string, path: string) =>
  `${PREFIX}${form}:${locale}:${path}`

/** Text, a number, a tick or a list of chosen values: never a file, nor anything else. */
const keepable = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'))

// An empty box reads as '', undefined or NaN depending on the field; all three are "nothing".
const plain = (value: unknown) =>
  value === undefined || value === null || Number.isNaN(value) ? '' : value
const same = (value: unknown, first: unknown) =>
  JSON.stringify(plain(value)) === JSON.stringify(plain(first))

/** What of the answers is worth keeping: what differs from the form's first values, or null. */
export function draftOf(values: DraftValues, first: DraftValues): DraftValues | null {
  const kept = Object.entries(values).filter(
    ([name, value]) => !NEVER_KEPT.has(name) && keepable(value) && !same(value, first[name]),
  )
  return kept.length > 0 ? Object.fromEntries(kept) : null
}

/**
 * The form's values with a draft over them. JSON has no NaN: an emptied number box comes back as
 * null, and is empty again in the form's own way.
 */
export function filledIn<Values extends DraftValues>(draft: DraftValues, first: Values): Values {
  const values: DraftValues = { ...first }
  for (const [name, value] of Object.entries(draft)) {
    if (NEVER_KEPT.has(name)) continue
    values[name] =
      value === null ? (typeof first[name] === 'number' ? Number.NaN : undefined) : value
  }
  return values as Values
}

function parse(text: string | null): Draft | null {
  if (!text) return null
  try {
    const draft = JSON.parse(text) as Partial<Draft> | null
    if (typeof draft?.savedAt !== 'number' || typeof draft.values !== 'object' || !draft.values)
      return null
    return { savedAt: draft.savedAt, values: draft.values }
  } catch {
    return null
  }
}

const expired = (draft: Draft | null, now: number) => !draft || now - draft.savedAt > DRAFT_MS

/*
 * Storage can be missing, blocked or full (private windows, site data switched off): a draft is a
 * convenience, so the form then simply keeps none.
 */
function attempt<T>(action: () => T, otherwise: T): T {
  try {
    return action()
  } catch {
    return otherwise
  }
}

/** A form's draft on the device, under its key; `now` is the clock, given so tests can move it. */
export function draftStore(
  storage: DraftStorage | null,
  key: string,
  now: () => number = Date.now,
) {
  const remove = () => attempt(() => storage?.removeItem(key), undefined)
  return {
    /** The draft, unless there is none or it is older than `DRAFT_DAYS` (then it is deleted). */
    read(): Draft | null {
      const text = attempt(() => storage?.getItem(key) ?? null, null)
      const draft = parse(text)
      if (!expired(draft, now())) return draft
      if (text !== null) remove()
      return null
    },
    /** Keeps what differs from the first values; deletes the draft when nothing does. True if kept. */
    save(values: DraftValues, first: DraftValues): boolean {
      const kept = draftOf(values, first)
      if (!kept || !storage) {
        remove()
        return false
      }
      const draft: Draft = { savedAt: now(), values: kept }
      return attempt(() => {
        storage.setItem(key, JSON.stringify(draft))
        return true
      }, false)
    },
    clear: remove,
  }
}

/** Deletes every form's draft older than `DRAFT_DAYS` on this device, not only this page's. */
export function deleteExpiredDrafts(storage: DraftStorage | null, now: () => number = Date.now) {
  if (!storage) return
  const keys = attempt(
    () => Array.from({ length: storage.length }, (_, index) => storage.key(index)),
    [] as (string | null)[],
  )
  for (const key of keys) {
    if (key?.startsWith(PREFIX)) draftStore(storage, key, now).read()
  }
}

/** The browser's localStorage, or null where the browser refuses it. */
export const deviceStorage = (): DraftStorage | null => attempt(() => window.localStorage, null)
