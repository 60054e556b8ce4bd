import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let api: { url: string; stop: () => Promise<void> }
let createStaff: typeof import('./helpers').createStaff

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  const helpers = await import('./helpers')
  createStaff = helpers.createStaff
  payload = await helpers.testPayload()
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer()
})

afterAll(async () => {
  await api.stop()
  await restore()
})

let clients = 0
/** An address of its own for each test: the limit counts per client. */
const newClient = () => `198.51.100.${(clients += 1)}`

async function forgotPassword(email: string, client: string) {
  const response = await fetch(`${api.url}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email }),
  })
  return { status: response.status, body: await response.text() }
}

const emailsTo = (addresses: string[]) =>
  smtp.messages.filter((message) => message.to.some((to) => addresses.includes(to)))

describe('password reset requests', () => {
  it('a flood from one client, across many accounts, sends at most five emails', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 8 }, () => createStaff(payload, ['editor'])),
    )
    const emails = accounts.map((account) => account.email)
    const client = newClient()
    const answers = []
    for (let round = 0; round < 2; round++) {
      for (const email of emails) answers.push(await forgotPassword(email, client))
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.slice(5).map((answer) => answer.status))).toEqual(new Set([429]))
    expect(emailsTo(emails).length).toBeLessThanOrEqual(5)
  }, 120_000)

  it('a client hears the same for an email with an account and one without, under its limit and over it', async () => {
    const { email } = await createStaff(payload, ['editor'])
    const unknown = `nobody-${Date.now()}@int.test`
    const client = newClient()
    expect(await forgotPassword(unknown, client)).toEqual(await forgotPassword(email, client))
    for (let request = 0; request < 3; request++) await forgotPassword(unknown, client)
    const sent = emailsTo([email]).length

    const refusedKnown = await forgotPassword(email, client)
    const refusedUnknown = await forgotPassword(unknown, client)
    expect(refusedKnown.status).toBe(429)
    expect(refusedUnknown).toEqual(refusedKnown)
    expect(emailsTo([email]).length).toBe(sent)
  })
})
