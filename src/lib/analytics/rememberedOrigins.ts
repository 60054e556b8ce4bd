/**
 * The analytics origins every page's policy names, kept in the process so that the proxy, which
 * runs for every page request, does not read the database each time. The proxy and the CMS's
 * hooks are bundled apart but share the process, hence `globalThis`. A change of the site
 * settings on this instance forgets them at once; a change made on another instance arrives
 * when they are read again, a short while later.
 */
const REREAD_AFTER_MS = 30_000
const KEY = Symbol.for('site.analyticsOrigins')

type Slot = { origins?: Promise<string[]>; readAt: number }

function slot(): Slot {
  const global = globalThis as typeof globalThis & { [KEY]?: Slot }
  return (global[KEY] ??= { readAt: 0 })
}

export function forgetAnalyticsOrigins(): void {
  slot().origins = undefined
}

/** The remembered origins, or `read()`'s when there are none yet or they are old; a failed read is not kept. */
export function rememberedAnalyticsOrigins(
  read: () => Promise<string[]>,
  now = Date.now(),
): Promise<string[]> {
  const kept = slot()
  if (!kept.origins || now - kept.readAt > REREAD_AFTER_MS) {
    const reading = read()
    kept.origins = reading
    kept.readAt = now
    reading.catch(() => {
      if (kept.origins === reading) kept.origins = undefined
    })
  }
  return kept.origins
}
