/**
 * The page and data cache's store in Redis (REDIS_URL), shared by every instance, through
 * @fortedigital/nextjs-cache-handler's Redis handler (cache-handler/pageCacheHandler.mjs uses it). Keys carry the build ID, so a new build
 * never reads what an older one wrote. While Redis is away, pages are rendered uncached (reads
 * fail fast) and the outage is logged once a minute. Once it is back, each instance empties the
 * build's entries before it reads any: an edit published anywhere during the outage could not
 * expire them, so none of them can be trusted.
 */
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

const LOG_EVERY_MS = 60_000
// Rendering a page takes tens of milliseconds: a cache slower than that is as good as down.
const TIMEOUT_MS = 1_000

function connectRedis(url, onOutage) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: TIMEOUT_MS,
      reconnectStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2_000),
    },
  })
  let lastLogged = 0
  client.on('error', (error) => {
    onOutage()
    if (Date.now() - lastLogged < LOG_EVERY_MS) return
    lastLogged = Date.now()
    console.warn(
      `[cache] Redis is unavailable (${error.message}); pages are served uncached until it is back`,
    )
  })
  // Not awaited: the server starts (and serves, uncached) while Redis is still unreachable.
  client.connect().catch(() => {})
  return client
}

/** Deletes every key of this build, in batches, without blocking Redis. */
async function emptyBuildKeys(client, keyPrefix) {
  let deleted = 0
  for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1_000 })) {
    if (keys.length) deleted += await client.unlink(keys)
  }
  return deleted
}

export function sharedCache(url, keyPrefix) {
  let untrusted = false
  let emptying = null
  const client = connectRedis(url, () => {
    untrusted = true
  })
  client.on('ready', () => {
    if (!untrusted) return
    emptying = emptyBuildKeys(client, keyPrefix)
      .then((deleted) => {
        untrusted = false
        console.info(`[cache] Redis is back: ${deleted} entries from before the outage deleted`)
      })
      .catch((error) =>
        console.warn(
          `[cache] emptying Redis after the outage failed (${error.message}); retried when it is back`,
        ),
      )
      .finally(() => {
        emptying = null
      })
  })
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS })
  const trusted = () => !untrusted && !emptying
  return {
    ...redis,
    name: 'redis-emptied-after-outages',
    get: (key, context) => (trusted() ? redis.get(key, context) : null),
    set: (key, value, context) => (trusted() ? redis.set(key, value, context) : undefined),
  }
}
