import { unstable_cache } from 'next/cache'
import { z } from 'zod'
import { env } from './env'

/** One of the provider's clients, each with its own site at `https://{host}`. */
export const schoolSchema = z.object({
  client_key: z.string(),
  name: z.string().min(1),
  host: z.string().min(1),
  institution_type: z.string().default(''),
  logo_url: z.string().nullable().default(null),
})

export type School = z.infer<typeof schoolSchema>

const listingSchema = z.object({ clients: z.array(z.unknown()) })

const HOUR = 3600
const TIMEOUT_MS = 5_000
export const SCHOOLS_TAG = 'schools'

/** Valid clients of a listing answer; a client that does not validate is left out. */
export function readSchools(body: unknown): School[] {
  return listingSchema.parse(body).clients.flatMap((client) => {
    const parsed = schoolSchema.safeParse(client)
    return parsed.success ? [parsed.data] : []
  })
}

// Stale entries are served while a background refresh runs; a failed fetch throws, so it is
// never cached and the last good list stays. The URL is an argument to be part of the key.
const fetchSchools = unstable_cache(
  async (url: string): Promise<School[]> => {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
    return readSchools(await response.json())
  },
  ['schools'],
  { revalidate: HOUR, tags: [SCHOOLS_TAG] },
)

/** The school finder's list, or null when the listing cannot be read (the finder's error state). */
export async function getSchools(): Promise<School[] | null> {
  const url = env.schoolsApiUrl
  if (!url) return null
  try {
    return await fetchSchools(url)
  } catch (error) {
    console.error(
      '[schools] the clients listing failed:',
      error instanceof Error ? error.message : error,
    )
    return null
  }
}
