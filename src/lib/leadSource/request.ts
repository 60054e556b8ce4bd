import { env } from '@/lib/env'
import { hasUtm, leadSourceSchema, originOf, sitePath, utmOf, type LeadSource } from './schema'

/** What a request says of the page that sent it: its `Referer`, and the host it was sent to. */
export type SentFrom = { referer: string | null; host: string | null }

export const sentFrom = (headers: Pick<Headers, 'get'>): SentFrom => ({
  referer: headers.get('referer'),
  host: headers.get('host'),
})

const ownHosts = (host: string | null) => {
  const hosts = new Set<string>()
  if (host) hosts.add(host.toLowerCase())
  try {
    hosts.add(new URL(env.serverUrl).host)
  } catch {
    // SERVER_URL that is no URL: the request's own host still tells our pages apart.
  }
  return hosts
}

/**
 * The source a request tells by itself, for a form sent without scripts: a `Referer` on this
 * site is the form's page (path and query) with its UTM values; another site's is the referrer
 * (its origin only).
 */
export function sourceFromRequest({ referer, host }: SentFrom): LeadSource {
  let url: URL | null = null
  try {
    url = referer ? new URL(referer) : null
  } catch {
    url = null
  }
  if (!url) return leadSourceSchema.parse({})
  if (ownHosts(host).has(url.host)) {
    return leadSourceSchema.parse({
      formPage: sitePath(`${url.pathname}${url.search}`),
      utm: utmOf(url.searchParams),
    })
  }
  return leadSourceSchema.parse({ referrer: originOf(referer) })
}

/**
 * A submission's source: what the form sent (read by the shared schema, so whatever cannot be
 * read is dropped), with each gap the browser left filled from the request itself.
 */
export function leadSourceOf(sent: unknown, from: SentFrom | undefined): LeadSource {
  const source = leadSourceSchema.parse(sent)
  if (!from) return source
  const request = sourceFromRequest(from)
  return {
    ...source,
    landingPage: source.landingPage ?? request.landingPage,
    referrer: source.referrer ?? request.referrer,
    formPage: source.formPage ?? request.formPage,
    utm: hasUtm(source.utm) ? source.utm : request.utm,
  }
}
