import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { FORMS } from '@/lib/forms/definitions'
import {
  OUTBOX_DAYS,
  SUCCESS_REFERENCES,
  indexedDbOutbox,
  outboxEntries,
  putEntry,
  readAnswer,
  removeEntry,
  sendEntry,
  sendWaiting,
  waitingEntries,
  type OutboxEntry,
  type OutboxSetup,
} from '@/lib/offline/outbox'

const DAY = 24 * 60 * 60 * 1000
const JSON_TYPE = 'application/json; charset=utf-8'

let databases = 0
/** A fresh outbox in (fake) IndexedDB, a clock the test moves, and a server the test scripts. */
function setup(answers: (() => Response | Promise<Response>)[]) {
  databases += 1
  let now = Date.UTC(2026, 9, 1)
  const requests: { url: string; headers: Headers; body: string }[] = []
  const send = (async (url: string, init: RequestInit) => {
    requests.push({ url, headers: new Headers(init.headers), body: String(init.body) })
    const answer = answers.shift()
    if (!answer) throw new TypeError('Failed to fetch')
    return answer()
  }) as unknown as typeof fetch
  const context: OutboxSetup = {
    storage: indexedDbOutbox(`outbox-test-${databases}`),
    now: () => now,
    send,
  }
  return { context, requests, wait: (ms: number) => (now += ms), now: () => now }
}

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: 'b7b0d1f4-5b8e-4f3c-9d53-2f1c7a0e9c11',
  form: 'recovery',
  url: '/api/forms/recovery?lang=es',
  body: JSON.stringify({ schoolName: 'Leeward Heights Secondary' }),
  locale: 'es',
  savedAt: Date.UTC(2026, 9, 1),
  ...overrides,
})

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': JSON_TYPE } })
const offline = () => {
  throw new TypeError('Failed to fetch')
}
const loginPage = () =>
  new Response('<!doctype html><title>Hotel Wi-Fi</title><form>Log in</form>', {
    status: 200,
    headers: { 'content-type': 'text/html' },
  })

describe('what counts as our answer', () => {
  it('takes only our 201 with the case ID as the recovery form’s success', () => {
    expect(readAnswer('recovery', 201, JSON_TYPE, '{"caseId":"RA-2026-7K3F9Q"}')).toEqual({
      kind: 'accepted',
      caseId: 'RA-2026-7K3F9Q',
    })
    expect(readAnswer('recovery', 201, JSON_TYPE, '{"ok":true}')).toEqual({ kind: 'unanswered' })
    expect(readAnswer('demo', 201, JSON_TYPE, '{"ok":true}')).toEqual({ kind: 'accepted' })
  })

  it('takes a Wi-Fi login page answering 200, or any page that is not our JSON, as no answer', () => {
    expect(readAnswer('recovery', 200, 'text/html', '<title>Log in</title>')).toEqual({
      kind: 'unanswered',
    })
    expect(readAnswer('demo', 200, JSON_TYPE, '{"ok":true}')).toEqual({ kind: 'unanswered' })
    expect(readAnswer('demo', 201, 'text/html', '{"ok":true}')).toEqual({ kind: 'unanswered' })
    expect(readAnswer('demo', 502, 'text/html', '<h1>Bad gateway</h1>')).toEqual({
      kind: 'unanswered',
    })
    expect(readAnswer('demo', 201, JSON_TYPE, 'not json')).toEqual({ kind: 'unanswered' })
  })

  it('takes our JSON error as our refusal, with its body', () => {
    expect(
      readAnswer('contact', 400, JSON_TYPE, '{"errors":{"email":["Enter an email."]}}'),
    ).toEqual({ kind: 'refused', status: 400, body: { errors: { email: ['Enter an email.'] } } })
  })

  it('knows the success field of every form whose definition names one', () => {
    const fromDefinitions = Object.fromEntries(
      Object.entries(FORMS).flatMap(([name, definition]) =>
        'reference' in definition && definition.reference ? [[name, definition.reference]] : [],
      ),
    )
    expect(SUCCESS_REFERENCES).toEqual(fromDefinitions)
  })
})

describe('the outbox', () => {
  it('keeps an entry while there is no network and sends it, under its key, when it returns', async () => {
    const { context, requests } = setup([offline, json(201, { caseId: 'RA-2026-7K3F9Q' })])
    await putEntry(entry(), context)

    expect(await sendEntry(entry().key, context)).toEqual({ kind: 'unanswered' })
    expect(await waitingEntries(context)).toHaveLength(1)

    await sendWaiting(context)
    expect(await waitingEntries(context)).toEqual([])
    const [sent] = await outboxEntries(context)
    expect(sent.sent).toEqual({ caseId: 'RA-2026-7K3F9Q', at: Date.UTC(2026, 9, 1) })

    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      `"${entry().key}"`,
      `"${entry().key}"`,
    ])
    expect(requests.every((request) => request.body === entry().body)).toBe(true)
    expect(requests[0].url).toBe('/api/forms/recovery?lang=es')
  })

  it('keeps the entry when a Wi-Fi login page answers 200, and sends it on the next try', async () => {
    const { context, requests } = setup([loginPage, json(201, { caseId: 'RA-2026-P89BJD' })])
    await putEntry(entry(), context)

    await sendWaiting(context)
    expect(await waitingEntries(context)).toHaveLength(1)
    await sendWaiting(context)
    expect((await outboxEntries(context))[0].sent?.caseId).toBe('RA-2026-P89BJD')
    expect(requests).toHaveLength(2)
  })

  it('sends an accepted entry no more', async () => {
    const { context, requests } = setup([json(201, { ok: true })])
    await putEntry(entry({ form: 'demo', url: '/api/forms/demo' }), context)
    await sendWaiting(context)
    await sendWaiting(context)
    expect(await sendEntry(entry().key, context)).toEqual({ kind: 'accepted' })
    expect(requests).toHaveLength(1)
  })

  it('tries again after a 409 (an earlier try still running) or our 503, and stops at a refusal', async () => {
    const { context, requests } = setup([
      json(409, { message: 'This form is still being sent...' }),
      json(503, { error: 'Unavailable' }),
      json(422, { message: 'Other answers under this key' }),
    ])
    await putEntry(entry(), context)
    await sendWaiting(context)
    await sendWaiting(context)
    expect(await waitingEntries(context)).toHaveLength(1)

    await sendWaiting(context)
    expect(await waitingEntries(context)).toEqual([])
    expect((await outboxEntries(context))[0].refused).toMatchObject({ status: 422 })
    await sendWaiting(context)
    expect(requests).toHaveLength(3)
  })

  it(`drops a waiting entry ${OUTBOX_DAYS} days after it was saved, and a result as long after it came`, async () => {
    const { context, wait } = setup([json(201, { ok: true })])
    await putEntry(entry({ key: 'waiting-entry-0001' }), context)
    await putEntry(
      entry({ key: 'sent-entry-000002', form: 'demo', url: '/api/forms/demo' }),
      context,
    )
    await sendEntry('sent-entry-000002', context)

    wait(OUTBOX_DAYS * DAY)
    expect((await outboxEntries(context)).map((kept) => kept.key).sort()).toEqual([
      'sent-entry-000002',
      'waiting-entry-0001',
    ])
    wait(1)
    expect((await outboxEntries(context)).map((kept) => kept.key)).toEqual([])
  })

  it('forgets an entry once the page has shown its answer', async () => {
    const { context } = setup([json(201, { caseId: 'RA-2026-7K3F9Q' })])
    await putEntry(entry(), context)
    await sendEntry(entry().key, context)
    await removeEntry(entry().key, context)
    expect(await outboxEntries(context)).toEqual([])
  })
})
