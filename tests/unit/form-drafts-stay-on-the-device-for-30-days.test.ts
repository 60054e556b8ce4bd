import { describe, expect, it } from 'vitest'
import {
  DRAFT_DAYS,
  deleteExpiredDrafts,
  draftKey,
  draftStore,
  filledIn,
  type DraftStorage,
} from '@/forms/draftStore'

const DAY = 24 * 60 * 60 * 1000

/** localStorage as the browser has it, in memory. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 9, 1)) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

const first = { schoolName: '', enrol: undefined, support: [] as string[], numberOfSchools: 1 }
const KEY = draftKey('recovery', 'en', '/recovery-support')

describe('a form draft on the device', () => {
  it('keeps what was typed, with the time it was saved, and reads it back', () => {
    const storage = memoryStorage()
    const time = clock()
    const store = draftStore(storage, KEY, time.now)
    expect(
      store.save({ ...first, schoolName: 'Leeward Heights', support: ['deferred'] }, first),
    ).toBe(true)
    expect(store.read()).toEqual({
      savedAt: time.now(),
      values: { schoolName: 'Leeward Heights', support: ['deferred'] },
    })
  })

  it('never keeps the honeypot, the submission key, the source, a file or an untouched field', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, KEY, clock().now)
    store.save(
      {
        ...first,
        schoolName: 'Leeward Heights',
        website: 'http://spam.example',
        idempotencyKey: 'a1b2c3d4e5f6a7b8c9d0',
        source: { formPage: '/recovery-support' },
        evidence: new File(['photo'], 'damage.jpg'),
        attachments: [new Blob(['x'])],
      },
      first,
    )
    const stored = storage.items.get(KEY)!
    expect(JSON.parse(stored).values).toEqual({ schoolName: 'Leeward Heights' })
    for (const secret of ['spam.example', 'a1b2c3d4', 'formPage', 'damage.jpg'])
      expect(stored).not.toContain(secret)
  })

  it('deletes the draft once every field is back to its first value', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, KEY, clock().now)
    store.save({ ...first, schoolName: 'Leeward Heights' }, first)
    expect(store.save({ ...first, schoolName: '', enrol: Number.NaN }, first)).toBe(false)
    expect(storage.items.has(KEY)).toBe(false)
  })

  it(`is read for ${DRAFT_DAYS} days after its last change, then ignored and deleted`, () => {
    const storage = memoryStorage()
    const time = clock()
    const store = draftStore(storage, KEY, time.now)
    store.save({ ...first, schoolName: 'Leeward Heights' }, first)
    time.advance(DRAFT_DAYS * DAY)
    expect(store.read()?.values).toEqual({ schoolName: 'Leeward Heights' })
    time.advance(1)
    expect(store.read()).toBeNull()
    expect(storage.items.has(KEY)).toBe(false)
  })

  it('counts the 30 days from the last change, not the first', () => {
    const storage = memoryStorage()
    const time = clock()
    const store = draftStore(storage, KEY, time.now)
    store.save({ ...first, schoolName: 'Leeward' }, first)
    time.advance(20 * DAY)
    store.save({ ...first, schoolName: 'Leeward Heights' }, first)
    time.advance(20 * DAY)
    expect(store.read()?.values).toEqual({ schoolName: 'Leeward Heights' })
  })

  it('is cleared in one call ("Start again", or the form accepted)', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, KEY, clock().now)
    store.save({ ...first, schoolName: 'Leeward Heights' }, first)
    store.clear()
    expect(store.read()).toBeNull()
    expect(storage.items.size).toBe(0)
  })

  it('is one per form, language and page: two forms never share a draft', () => {
    const keys = [
      draftKey('recovery', 'en', '/recovery-support'),
      draftKey('recovery', 'es', '/es/recovery-support'),
      draftKey('demo', 'en', '/demo'),
      draftKey('documentRequest', 'en', '/trust/request/1'),
      draftKey('documentRequest', 'en', '/trust/request/2'),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('deletes an unreadable draft', () => {
    const storage = memoryStorage()
    storage.setItem(KEY, '{"values": "not a draft"')
    expect(draftStore(storage, KEY, clock().now).read()).toBeNull()
    expect(storage.items.has(KEY)).toBe(false)
  })

  it('keeps no draft, and breaks nothing, where the browser refuses storage', () => {
    const refusing: DraftStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = draftStore(refusing, KEY, clock().now)
    expect(store.save({ ...first, schoolName: 'Leeward Heights' }, first)).toBe(false)
    expect(store.read()).toBeNull()
    expect(draftStore(null, KEY).save({ schoolName: 'x' }, first)).toBe(false)
  })
})

describe('drafts of other forms', () => {
  it(`are deleted after ${DRAFT_DAYS} days when any form loads; other keys stay`, () => {
    const storage = memoryStorage()
    const time = clock()
    draftStore(storage, draftKey('quote', 'en', '/quote'), time.now).save({ lastName: 'Old' }, {})
    time.advance(DRAFT_DAYS * DAY + 1)
    draftStore(storage, draftKey('demo', 'es', '/es/demo'), time.now).save({ lastName: 'New' }, {})
    storage.setItem('lead-source-first-touch', '{}')
    deleteExpiredDrafts(storage, time.now)
    expect([...storage.items.keys()].sort()).toEqual([
      draftKey('demo', 'es', '/es/demo'),
      'lead-source-first-touch',
    ])
  })
})

describe('a draft put back into its form', () => {
  it('fills in the kept answers over the first values', () => {
    expect(filledIn({ schoolName: 'Leeward Heights', support: ['other'] }, first)).toEqual({
      ...first,
      schoolName: 'Leeward Heights',
      support: ['other'],
    })
  })

  it('empties a number box the visitor emptied (JSON keeps it as null)', () => {
    const storage = memoryStorage()
    const store = draftStore(storage, KEY, clock().now)
    store.save({ ...first, schoolName: 'Leeward', numberOfSchools: Number.NaN }, first)
    const values = filledIn(store.read()!.values, first)
    expect(values.numberOfSchools).toBeNaN()
    expect(values.schoolName).toBe('Leeward')
  })

  it('never puts back a honeypot or a key found on the device', () => {
    expect(
      filledIn({ website: 'spam', idempotencyKey: 'k'.repeat(20), schoolName: 'A' }, first),
    ).toEqual({
      ...first,
      schoolName: 'A',
    })
  })
})
