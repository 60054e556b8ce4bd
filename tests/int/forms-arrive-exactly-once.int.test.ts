import { randomUUID } from 'node:crypto'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { validApplication } from '../fixtures/recoveryApplication'
import { startWebhookReceiver, type WebhookReceiver } from '../fixtures/webhookReceiver'
import { richText } from '../../seed/lexical'
import { tinyPdf } from '../fixtures/pdf'
import type { FormName } from '@/lib/forms/definitions'
import { useOwnSmtp } from './ownSmtp'

/*
 * Every form is stored once however often a try of it arrives: with the key the browser sends
 * (`Idempotency-Key`, or the hidden field of a server action), or, without scripts, by the
 * submission's fingerprint. Over HTTP, through the forms' own route handlers; the no-script POST
 * through the server action's own code (`answerHtmlForm`), behind a route that reads the form data
 * as Next's action handler does.
 */

const ENV_KEYS = ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'FORMS_RATE_LIMIT'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))
const DOMAIN = 'exactly-once.example'
// No Next server here to revalidate in.
const context = { disableRevalidate: true }

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let receiver: WebhookReceiver
let api: { url: string; stop: () => Promise<void> }
let store: typeof import('@/lib/idempotency/store')
let doors: (typeof import('@/forms/publicForms'))['PUBLIC_FORMS']
let formCounts: () => Promise<Record<string, number>>
const startedAt = new Date()
let builtForm: { id: number; name: string }
let trustDocument: { id: number; file: number }

beforeAll(async () => {
  ;({ smtp, restore: restoreSmtp } = await useOwnSmtp())
  receiver = await startWebhookReceiver()
  Object.assign(process.env, {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: 'secret',
    FORMS_RATE_LIMIT: '1000',
  })
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  const { seed } = await import('../../seed')
  await seed(payload)
  // Emails earlier files left waiting for their own, closed, SMTP servers.
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    overrideAccess: true,
  })
  store = await import('@/lib/idempotency/store')
  doors = (await import('@/forms/publicForms')).PUBLIC_FORMS
  const { metrics } = await import('@/lib/observability/metrics')
  formCounts = async () =>
    Object.fromEntries(
      (await metrics().formSubmissions.get()).values
        .filter(({ labels }) => labels.form === 'recovery')
        .map(({ labels, value }) => [String(labels.outcome), value]),
    )
  const { postForm } = await import('@/forms/routeHandlers')
  const { answerHtmlForm } = await import('@/forms/htmlForm')
  const { initialFormState } = await import('@/forms/formState')
  const { subProcessorUpdatesDoor } = await import('@/forms/subProcessorUpdates')
  // What Next's action handler does with an HTML form's POST: read its form data, call the action.
  const noScript =
    (door: 'recovery' | 'contact' | 'subProcessorUpdates') => async (request: Request) => {
      const [data, state] = [await request.formData(), initialFormState('en')]
      const answer =
        door === 'subProcessorUpdates'
          ? answerHtmlForm(subProcessorUpdatesDoor, state, data, request.headers)
          : answerHtmlForm(doors[door], state, data, request.headers)
      return Response.json(await answer)
    }
  builtForm = await payload.create({
    collection: 'forms',
    data: {
      title: 'Field visit',
      name: `field-visit-${Date.now()}`,
      fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
      confirmationMessage: richText([{ p: 'Thank you.' }]),
    },
    depth: 0,
    overrideAccess: true,
    context,
  })
  trustDocument = await documentOnRequest()
  const forms = [
    'recovery',
    'demo',
    'quote',
    'contact',
    'newsletter',
    'documentRequest',
    builtForm.name,
  ]
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer({
    ...Object.fromEntries(
      forms.map((form) => [`/api/forms/${form}`, (request: Request) => postForm(request, form)]),
    ),
    '/no-script/recovery': noScript('recovery'),
    '/no-script/contact': noScript('contact'),
    '/no-script/sub-processor-updates': noScript('subProcessorUpdates'),
  })
}, 240_000)

/** A published trust document that takes requests, with its PDF. */
async function documentOnRequest() {
  const pdf = tinyPdf(`exactly-once-${Date.now()}`)
  const file = await payload.create({
    collection: 'document-files',
    data: {},
    file: {
      data: pdf,
      mimetype: 'application/pdf',
      name: `exactly-once-${Date.now()}.pdf`,
      size: pdf.length,
    },
    overrideAccess: true,
  })
  const document = await payload.create({
    collection: 'documents',
    data: {
      title: 'Exactly-once audit',
      category: 'security',
      version: '1.0',
      issuedOn: '2026-10-01T00:00:00.000Z',
      language: 'en',
      summary: 'An audit.',
      file: file.id,
      accessLevel: 'on-request',
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
  return { id: document.id, file: file.id }
}

afterAll(async () => {
  const mine = { like: `%@${DOMAIN}` }
  const applications = await payload.find({
    collection: 'recovery-applications',
    where: { contactEmail: mine },
    depth: 0,
    limit: 0,
    overrideAccess: true,
  })
  const ids = applications.docs.map(({ id }) => id)
  await payload.delete({
    collection: 'lead-deliveries',
    where: { and: [{ form: { equals: 'recovery' } }, { submissionId: { in: ids } }] },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'recovery-applications',
    where: { id: { in: ids } },
    overrideAccess: true,
  })
  const { deleteSubmission } = await import('@/lib/privacy/erase')
  const byEmail = [
    'contact-messages',
    'demo-requests',
    'quote-requests',
    'newsletter-subscribers',
    'trust-subscribers',
    'form-submissions',
    'document-requests',
  ] as const
  for (const collection of byEmail) {
    const { docs } = await payload.find({
      collection,
      where: { email: mine },
      depth: 0,
      limit: 0,
      overrideAccess: true,
    })
    for (const { id } of docs) await deleteSubmission(payload, collection, id)
  }
  if (builtForm)
    await payload.delete({ collection: 'forms', id: builtForm.id, overrideAccess: true, context })
  if (trustDocument) {
    await payload.delete({
      collection: 'documents',
      id: trustDocument.id,
      overrideAccess: true,
      context,
    })
    await payload.delete({
      collection: 'document-files',
      id: trustDocument.file,
      overrideAccess: true,
    })
  }
  await query(
    sql`DELETE FROM idempotency_keys WHERE created_at >= ${startedAt.toISOString()}::timestamptz`,
  )
  // Its submissions' deliveries went with them: nothing is left for the receiver.
  await api?.stop()
  await receiver?.stop()
  await restoreSmtp?.()
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
})

const query = <Row extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
  (payload.db as unknown as PostgresAdapter).drizzle.execute<Row>(statement)

let counter = 0
const unique = () => `${Date.now()}-${++counter}`
// Each test from an address of its own: the limiter and the fingerprint both read it.
const newIp = () => `10.61.${Math.floor(Math.random() * 250)}.${(++counter % 250) + 1}`
const address = (who: string) => `${who}-${unique()}@${DOMAIN}`

type Answer = { status: number; headers: Headers; json: Record<string, unknown> }

async function send(
  form: string,
  body: unknown,
  { key, ip = newIp() }: { key?: string; ip?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${api.url}/api/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(key ? { 'idempotency-key': `"${key}"` } : {}),
    },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  }
}

/** The answers as an HTML form sends them without scripts: ticks as `on`, a list as repeated names. */
function formFields(values: Record<string, unknown>): URLSearchParams {
  const fields = new URLSearchParams({ $ACTION_ID_0: '', website: '' })
  for (const [name, value] of Object.entries(values)) {
    if (value === true) fields.append(name, 'on')
    else if (Array.isArray(value)) for (const item of value) fields.append(name, String(item))
    else if (value !== false && value !== undefined && value !== null)
      fields.append(name, String(value))
  }
  return fields
}

async function sendWithoutScripts(path: string, fields: URLSearchParams, ip: string) {
  const response = await fetch(`${api.url}/no-script/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: fields,
  })
  return (await response.json()) as {
    status: string
    caseId?: string
    errors: Record<string, string>
  }
}

const applicationsOf = (email: string) =>
  payload
    .find({
      collection: 'recovery-applications',
      where: { contactEmail: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    .then((r) => r.docs)

const emailJobs = () =>
  payload
    .count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      overrideAccess: true,
    })
    .then((r) => r.totalDocs)

/** Runs the queue until no email is left in it: whatever was queued so far has been sent. */
async function allQueuedEmailsSent() {
  const { runDueJobs } = await import('@/lib/email')
  await expect
    .poll(async () => (await runDueJobs(payload), emailJobs()), { timeout: 20_000, interval: 100 })
    .toBe(0)
}

const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email))

/** A form's answers as its own schema puts them. */
function parsedOf(form: FormName, body: Record<string, unknown>) {
  const door = doors[form]
  const schema = typeof door.schema === 'function' ? door.schema('en') : door.schema
  return schema.parse(body)
}

/** A try that is still running, as another instance's would be: its key claimed, nothing stored yet. */
const holdRunning = (form: string, key: string, requestHash: string) =>
  query(
    sql`INSERT INTO idempotency_keys (form, key, request_hash, state) VALUES (${form}, ${key}, ${requestHash}, 'running')`,
  )

const validContact = () => ({
  name: 'Alan Turing',
  email: address('alan'),
  subject: `Pricing ${unique()}`,
  message: 'Do you offer discounts?',
})

describe('a retry with the same key', () => {
  it('gets the first case ID back, and nothing is stored, emailed, delivered or counted again', async () => {
    const application = validApplication({ email: address('principal') })
    const key = randomUUID()
    const ip = newIp()
    const countsBefore = await formCounts()

    const first = await send('recovery', application, { key, ip })
    const again = await send('recovery', application, { key, ip })

    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.json).toEqual(first.json)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const stored = await applicationsOf(application.email!)
    expect(stored.map((row) => row.caseId)).toEqual([first.json.caseId])
    await allQueuedEmailsSent()
    expect(mailsTo(application.email!)).toHaveLength(1)
    expect(
      smtp.messages.filter((message) => message.subject.includes(String(first.json.caseId))),
    ).toHaveLength(2)
    const deliveries = await payload.find({
      collection: 'lead-deliveries',
      where: {
        and: [{ form: { equals: 'recovery' } }, { submissionId: { equals: stored[0].id } }],
      },
      overrideAccess: true,
    })
    expect(deliveries.docs).toHaveLength(1)
    await expect
      .poll(
        () =>
          receiver.received.filter((hook) => hook.rawBody.includes(String(first.json.caseId)))
            .length,
        { timeout: 20_000 },
      )
      .toBe(1)
    const limiter = await query<{ count: number }>(
      sql`SELECT count FROM rate_limits WHERE key LIKE ${`%:form:recovery:${ip}`}`,
    )
    expect(limiter.rows.map((row) => Number(row.count))).toEqual([1])
    const countsAfter = await formCounts()
    expect((countsAfter.accepted ?? 0) - (countsBefore.accepted ?? 0)).toBe(1)
    expect((countsAfter.replayed ?? 0) - (countsBefore.replayed ?? 0)).toBe(1)
  })

  it('and other answers is refused with 422, and nothing more is stored', async () => {
    const email = address('principal')
    const key = randomUUID()
    expect((await send('recovery', validApplication({ email }), { key })).status).toBe(201)

    const changed = await send(
      'recovery',
      validApplication({ email, schoolName: 'Another school' }),
      { key },
    )

    expect(changed.status).toBe(422)
    expect(changed.json).toEqual({
      error: 'This form was already sent with other answers. Reload the page to send it again.',
    })
    expect(await applicationsOf(email)).toHaveLength(1)
  })

  it('while the first try still runs gets 409 with Retry-After; once it is done, its answer', async () => {
    const message = validContact()
    const key = randomUUID()
    await holdRunning('contact', key, store.answersHash(parsedOf('contact', message)))

    const meanwhile = await send('contact', message, { key })

    expect(meanwhile.status).toBe(409)
    expect(meanwhile.headers.get('retry-after')).toBe('1')
    expect(meanwhile.json).toEqual({
      error: 'This form is still being sent. Wait a moment, then send it again.',
    })
    await query(
      sql`UPDATE idempotency_keys SET state = 'done', response_status = 201, response_body = '{}'::jsonb WHERE form = 'contact' AND key = ${key}`,
    )
    const afterwards = await send('contact', message, { key })
    expect(afterwards.status).toBe(201)
    expect(afterwards.json).toEqual({ ok: true })
    expect(
      await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: message.email } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('sent three times at the same moment is stored once; the other tries get 409 or the same case ID', async () => {
    const application = validApplication({ email: address('principal') })
    const key = randomUUID()

    const answers = await Promise.all([1, 2, 3].map(() => send('recovery', application, { key })))

    const stored = await applicationsOf(application.email!)
    expect(stored).toHaveLength(1)
    expect(answers.every(({ status }) => status === 201 || status === 409)).toBe(true)
    const caseIds = answers.filter(({ status }) => status === 201).map(({ json }) => json.caseId)
    expect(caseIds.length).toBeGreaterThan(0)
    expect(new Set(caseIds)).toEqual(new Set([stored[0].caseId]))
  })

  it('that is not a well-formed key is refused with a 400 naming no field, and nothing is stored', async () => {
    const message = validContact()

    const answer = await send('contact', message, { key: 'not a key!' })

    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ error: expect.stringContaining('Idempotency-Key') })
    expect(answer.json).not.toHaveProperty('errors')
    expect(
      await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: message.email } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })

  it('makes one submission of every form: the others, a built form, a document request, a sub-processor subscription', async () => {
    const email = () => address('lead')
    const cases: { form: string; collection: CollectionSlug; body: Record<string, unknown> }[] = [
      {
        form: 'demo',
        collection: 'demo-requests',
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: email(),
          organization: 'Kingston College',
          role: 'principal',
          country: 'jamaica',
        },
      },
      {
        form: 'quote',
        collection: 'quote-requests',
        body: {
          ...{
            firstName: 'Grace',
            lastName: 'Hopper',
            email: email(),
            phone: '+1 784 555 0199',
            jobTitle: 'Director',
            organization: 'Ministry',
          },
          ...{
            organizationType: 'ministry',
            country: 'st-vincent',
            numberOfStudents: 200,
            numberOfTeachers: 15,
            features: ['sis'],
            timeline: 'short',
          },
        },
      },
      { form: 'contact', collection: 'contact-messages', body: validContact() },
      { form: 'newsletter', collection: 'newsletter-subscribers', body: { email: email() } },
      { form: builtForm.name, collection: 'form-submissions', body: { email: email() } },
      {
        form: 'documentRequest',
        collection: 'document-requests',
        body: {
          document: trustDocument.id,
          name: 'Ada',
          email: email(),
          organization: 'Ministry',
          country: 'jamaica',
          purpose: 'Tender',
          acceptTerms: true,
        },
      },
    ]
    for (const { form, collection, body } of cases) {
      const key = randomUUID()
      const answers = [await send(form, body, { key }), await send(form, body, { key })]
      expect(
        answers.map(({ status }) => status),
        form,
      ).toEqual([201, 201])
      expect(answers[1].headers.get('idempotent-replayed'), form).toBe('true')
      expect(
        await payload.count({
          collection,
          where: { email: { equals: body.email } },
          overrideAccess: true,
        }),
        form,
      ).toEqual({ totalDocs: 1 })
    }
    const subscriber = address('follower')
    const fields = formFields({
      email: subscriber,
      page: '/trust/sub-processors',
      idempotencyKey: randomUUID(),
    })
    const ip = newIp()
    const states = [
      await sendWithoutScripts('sub-processor-updates', fields, ip),
      await sendWithoutScripts('sub-processor-updates', fields, ip),
    ]
    expect(states.map(({ status }) => status)).toEqual(['sent', 'sent'])
    expect(
      await payload.count({
        collection: 'trust-subscribers',
        where: { email: { equals: subscriber } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 1 })
    const keys = await query<{ key: string }>(
      sql`SELECT key FROM idempotency_keys WHERE form = 'subProcessorUpdates' AND key = ${fields.get('idempotencyKey')}`,
    )
    expect(keys.rows).toHaveLength(1)
  })
})

describe('a form sent without scripts', () => {
  it('pressed twice is stored once, and both presses get the thank-you with the same case ID', async () => {
    const application = validApplication({ email: address('principal') })
    const ip = newIp()

    const first = await sendWithoutScripts('recovery', formFields(application), ip)
    const again = await sendWithoutScripts('recovery', formFields(application), ip)

    expect(first).toMatchObject({
      status: 'sent',
      caseId: expect.stringMatching(/^RA-\d{4}-[A-Z0-9]{6}$/),
    })
    expect(again).toEqual(first)
    expect((await applicationsOf(application.email!)).map((row) => row.caseId)).toEqual([
      first.caseId,
    ])
    await allQueuedEmailsSent()
    expect(mailsTo(application.email!)).toHaveLength(1)
  })

  it('with the same answers from another client is another submission', async () => {
    const message = validContact()

    const states = [
      await sendWithoutScripts('contact', formFields(message), newIp()),
      await sendWithoutScripts('contact', formFields(message), newIp()),
    ]

    expect(states.map(({ status }) => status)).toEqual(['sent', 'sent'])
    expect(
      await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: message.email } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 2 })
  })

  it('pressed again while the first press still runs is told to wait, and stores nothing', async () => {
    const message = validContact()
    const ip = newIp()
    const { rateLimitClient } = await import('@/lib/rateLimitClient')
    const parsed = parsedOf('contact', message)
    await holdRunning(
      'contact',
      store.fingerprint('contact', parsed, rateLimitClient(ip)),
      store.answersHash(parsed),
    )

    const state = await sendWithoutScripts('contact', formFields(message), ip)

    expect(state).toMatchObject({
      status: 'failed',
      errors: { body: 'This form is still being sent. Wait a moment, then send it again.' },
    })
    expect(
      await payload.count({
        collection: 'contact-messages',
        where: { email: { equals: message.email } },
        overrideAccess: true,
      }),
    ).toEqual({ totalDocs: 0 })
  })
})
