/**
 * Two instances of one build sharing one Redis and one database: req/s of `/` on one instance
 * against both (each client sticks to one instance, half the clients on each), and how long an
 * edit made through one instance takes to show on the other.
 */
import autocannon from 'autocannon'
import type { Faq } from '../src/payload-types'
import { appEnvironment, migrateDatabase, seedDatabase, startServer } from '../tests/fixtures/app'
import { startTestEnvironment } from '../tests/fixtures/environment'
import { startRedis } from '../tests/fixtures/redis'
import { signInOverRest } from '../tests/e2e/twoFactor'

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

async function requestsPerSecond(urls: string[]): Promise<number> {
  const connections = Math.max(1, Math.floor(CONNECTIONS / urls.length))
  const runs = await Promise.all(
    urls.map((url) => autocannon({ url, connections, duration: DURATION_S })),
  )
  return runs.reduce((total, run) => total + run.requests.average, 0)
}

async function editToVisibleMs(aUrl: string, bUrl: string, token: string): Promise<number> {
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const { docs } = (await (
    await fetch(`${aUrl}/api/faqs?limit=1&depth=0`, { headers })
  ).json()) as { docs: Faq[] }
  await fetch(`${bUrl}/faqs`) // cached on B before the edit
  const answer = `Bench answer ${Date.now()}`
  const started = Date.now()
  await fetch(`${aUrl}/api/faqs/${docs[0].id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ answer, _status: 'published' }),
  })
  while (!(await (await fetch(`${bUrl}/faqs`)).text()).includes(answer)) {
    if (Date.now() - started > 30_000) return Number.NaN
  }
  return Date.now() - started
}

export async function benchInstances(): Promise<void> {
  const [environment, redis] = await Promise.all([startTestEnvironment(), startRedis()])
  const env = appEnvironment(environment, { REDIS_URL: redis.url })
  delete env.SERVER_URL
  try {
    await migrateDatabase(env)
    await seedDatabase(env)
    const [a, b] = await Promise.all([
      startServer(env, { quiet: true }),
      startServer(env, { quiet: true }),
    ])
    try {
      for (const url of [a.baseUrl, b.baseUrl])
        await autocannon({ url: `${url}/`, connections: 5, duration: 2 }) // warm-up
      const one = await requestsPerSecond([`${a.baseUrl}/`])
      const two = await requestsPerSecond([`${a.baseUrl}/`, `${b.baseUrl}/`])
      const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = environment.appEnv
      const token = await signInOverRest(
        SEED_ADMIN_EMAIL,
        SEED_ADMIN_PASSWORD,
        SEED_ADMIN_TOTP_SECRET,
        a.baseUrl,
      )
      const visible = await editToVisibleMs(a.baseUrl, b.baseUrl, token)
      console.info(
        `\nTwo instances, one Redis (${CONNECTIONS} connections, ${DURATION_S} s; both instances share this machine's 2 cores)`,
      )
      console.info(`  GET / on one instance   ${one.toFixed(0)} req/s`)
      console.info(
        `  GET / on two instances  ${two.toFixed(0)} req/s (${((two / one) * 100).toFixed(0)}% of one)`,
      )
      console.info(`  an FAQ edited through A shows on B after ${visible} ms`)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  } finally {
    await redis.stop()
    await environment.stop()
  }
}
