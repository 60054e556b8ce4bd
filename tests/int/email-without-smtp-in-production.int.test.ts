import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// A production server whose environment has no SMTP_HOST, as a deployer who forgot it runs one.
const saved = { NODE_ENV: process.env.NODE_ENV, SMTP_HOST: process.env.SMTP_HOST }
let payload: Payload
let queueEmail: typeof import('@/lib/email').queueEmail
let runDueJobs: typeof import('@/lib/email').runDueJobs
let stopJobRunner: typeof import('@/lib/email').stopJobRunner
let notice: typeof import('@/lib/email/delivery').emailNotConfiguredNotice
const printed: string[] = []

beforeAll(async () => {
  Object.assign(process.env, { NODE_ENV: 'production' })
  delete process.env.SMTP_HOST
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream)
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      printed.push(String(chunk))
      return write(chunk as string, ...rest)
    }) as typeof stream.write)
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
      original(...args)
    })
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  ;({ queueEmail, runDueJobs, stopJobRunner } = await import('@/lib/email'))
  ;({ emailNotConfiguredNotice: notice } = await import('@/lib/email/delivery'))
})

afterAll(async () => {
  await stopJobRunner(payload)
  vi.restoreAllMocks()
  Object.assign(process.env, saved)
})

describe('production without SMTP', () => {
  it('leaves an email job queued and unsent, and prints nothing of the email', async () => {
    const secret = `reset-link-${Date.now()}`
    await queueEmail(payload, {
      to: 'someone@int.test',
      subject: `Private ${secret}`,
      html: `<p>Open https://example.test/${secret}</p>`,
    })
    await runDueJobs(payload)
    await runDueJobs(payload)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.subject': { equals: `Private ${secret}` } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ totalTried: 0, hasError: false })
    expect(docs[0].completedAt ?? null).toBeNull()
    expect(printed.join('\n')).not.toContain(secret)
  })

  it('answers a password reset for an account as for an unknown address, and holds its email in the queue without its link', async () => {
    const { createStaff } = await import('./helpers')
    const { email } = await createStaff(payload, ['editor'])
    await expect(
      payload.forgotPassword({ collection: 'users', data: { email } }),
    ).resolves.toBeDefined()
    await expect(
      payload.forgotPassword({
        collection: 'users',
        data: { email: `nobody-${Date.now()}@int.test` },
      }),
    ).resolves.toBeDefined()
    await runDueJobs(payload)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: email } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ totalTried: 0, hasError: false })
    const user = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        showHiddenFields: true,
      })
    ).docs[0]
    const token = user.resetPasswordToken
    expect(token).toBeTruthy()
    expect(printed.join('\n')).not.toContain(token)
    // The held job has the account's id where the link was, never the reset token.
    expect(JSON.stringify(docs[0])).not.toContain(token)
    expect(docs[0].input).toMatchObject({ signedLinks: { kind: 'password-reset', user: user.id } })
    expect((docs[0].input as { html: string }).html).toContain('{{signed-link:passwordReset}}')
    // And the next reset too: the link is found in every email, not only the first.
    const second = await createStaff(payload, ['editor'])
    await payload.forgotPassword({ collection: 'users', data: { email: second.email } })
    const next = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.to': { equals: second.email } },
      overrideAccess: true,
    })
    expect(next.docs[0].input).toMatchObject({ signedLinks: { kind: 'password-reset' } })
  })

  it('has one line to say so at start-up', () => {
    expect(notice()).toMatch(/^\[email\] not configured \(SMTP_HOST is unset\)/)
  })
})
