/**
 * `POST /api/forms/contact` under concurrent clients: latency, throughput, and whether every
 * accepted submission was stored (and emailed). The app runs with a raised form limit
 * (bench/run.ts), so the per-IP rate limit does not refuse the run from the bench's one address.
 */
import autocannon from 'autocannon'
import pg from 'pg'
import type { RunningApp } from '../tests/fixtures/app'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
// A fixed number of requests (not a duration) so that every request sent is also answered.
const REQUESTS = Number(process.env.BENCH_FORM_REQUESTS || 1000)

/** `amount` contact submissions from CONNECTIONS clients; `onSent` hears each request's number. */
export async function postContactForms(
  app: RunningApp,
  marker: string,
  amount: number,
  onSent: (sequence: number) => void = () => {},
) {
  let sequence = 0
  let accepted = 0
  const result = await autocannon({
    url: `${app.baseUrl}/api/forms/contact`,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sequence += 1
          onSent(sequence)
          return {
            ...request,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Bench Client',
              email: 'bench@example.org',
              subject: `${marker} ${sequence}`,
              message: 'A message sent by npm run bench.\nSecond line.',
            }),
          }
        },
        onResponse: (status) => {
          if (status === 201) accepted += 1
        },
      },
    ],
  })
  return { result, accepted }
}

export async function countStored(databaseUrl: string, marker: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM contact_messages WHERE subject LIKE $1',
      [`${marker} %`],
    )
    return Number(rows[0].count)
  } finally {
    await client.end()
  }
}

export async function benchForms(app: RunningApp): Promise<void> {
  await postContactForms(app, 'bench-warmup', CONNECTIONS * 5)
  const marker = `bench-${Date.now()}`
  const { result, accepted } = await postContactForms(app, marker, REQUESTS)
  const stored = await countStored(app.environment.databaseUrl, marker)
  // Emails leave through the job queue after the 201 (one at a time per instance; the capture
  // server takes ~150 ms per message): report how many arrived within 30 s.
  const deadline = Date.now() + 30_000
  const emailed = () =>
    app.environment.smtp.messages.filter((m) => m.subject.startsWith(`Contact Form: ${marker} `))
      .length
  while (emailed() < stored && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250))

  console.info(`\nPOST /api/forms/contact, ${CONNECTIONS} concurrent clients, ${REQUESTS} requests`)
  console.info(
    `  throughput ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms`,
  )
  console.info(
    `  sent ${result.requests.total}, answered 201 ${accepted}, other ${result.non2xx}, errors ${result.errors}`,
  )
  console.info(
    `  stored ${stored} (${stored === result.requests.total ? 'equal to' : 'DIFFERENT FROM'} the count sent), emailed within 30 s ${emailed()}`,
  )
}
