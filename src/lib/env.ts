/**
 * The environment, read in this module alone (eslint.config.mjs refuses `process.env` elsewhere in
 * the app), with the development defaults docs/deploying.md lists. Each value is a getter, read at
 * each use: tests and `npm run dev` change variables while a process runs.
 */

const read = (name: string): string | undefined => process.env[name] || undefined

const numberOr = (name: string, fallback: number): number => Number(read(name) ?? fallback)

export const env = {
  get serverUrl(): string {
    return (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(
      /\/$/,
      '',
    )
  },
  // NODE_ENV is written out in full: Next replaces it in every bundle, so untaken branches drop out.
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  get isDevelopment(): boolean {
    return process.env.NODE_ENV === 'development'
  },
  /** `next build` is prerendering: nothing may be read that the build would freeze. */
  get isBuildPhase(): boolean {
    return process.env.NEXT_PHASE === 'phase-production-build'
  },
  /** Signs sessions, links and tokens; `npm run dev` and `npm start` set one when it is missing. */
  get payloadSecret(): string | null {
    return read('PAYLOAD_SECRET') ?? null
  },
  get databaseUrl(): string | undefined {
    return read('DATABASE_URL')
  },
  get emailFrom(): string {
    return process.env.EMAIL_FROM || 'no-reply@localhost'
  },
  get emailFromName(): string {
    return read('EMAIL_FROM_NAME') ?? 'Website'
  },
  /** SMTP_HOST and the rest; without a host, email is logged (development) or held (production). */
  get smtp(): { host: string; port: number; secure: boolean; user?: string; pass: string } | null {
    const host = read('SMTP_HOST')
    if (!host) return null
    return {
      host,
      port: numberOr('SMTP_PORT', 587),
      secure: process.env.SMTP_SECURE === 'true',
      user: read('SMTP_USER'),
      pass: read('SMTP_PASS') ?? '',
    }
  },
  /** The first gap between tries of an email; tests shorten it. */
  get emailRetryDelayMs(): number {
    return numberOr('EMAIL_RETRY_DELAY_MS', 5_000)
  },
  /** The blog's WordPress REST base (`.../wp-json/wp/v2`); unset leaves the blog empty. */
  get wordpressApiUrl(): string | null {
    return process.env.WORDPRESS_API_URL?.replace(/\/$/, '') || null
  },
  /** The provider's clients listing; unset makes the school finder show its error state. */
  get schoolsApiUrl(): string | null {
    return process.env.SCHOOLS_API_URL || null
  },
  /** Leads go to a webhook when both are set. */
  get leadsWebhook(): { url: string; secret: string } | null {
    const url = read('LEADS_WEBHOOK_URL')
    const secret = read('LEADS_WEBHOOK_SECRET')
    return url && secret ? { url, secret } : null
  },
  /** Leads go to HubSpot when a token is set. */
  get hubspot(): { apiUrl: string; token: string } | null {
    const token = read('HUBSPOT_ACCESS_TOKEN')
    if (!token) return null
    return {
      token,
      apiUrl: (read('HUBSPOT_API_URL') ?? 'https://api.hubapi.com').replace(/\/$/, ''),
    }
  },
  /** The first gap between tries of a lead's delivery. */
  get leadsRetryDelayMs(): number {
    return numberOr('LEADS_RETRY_DELAY_MS', 30_000)
  },
  /** Submissions of each form per client address and window. */
  get formsRateLimit(): { limit: number; windowSeconds: number } {
    return {
      limit: numberOr('FORMS_RATE_LIMIT', 10),
      windowSeconds: numberOr('FORMS_RATE_LIMIT_WINDOW_SECONDS', 600),
    }
  },
  /** The Varnish in front, when there is one: it is purged on publish and wants cache tags. */
  get varnishPurgeUrl(): string | null {
    return read('VARNISH_PURGE_URL') ?? null
  },
  /** Uploads go to this bucket when S3_BUCKET is set; otherwise to the instance's disk. */
  get s3(): {
    bucket?: string
    endpoint?: string
    region: string
    forcePathStyle?: boolean
    accessKeyId?: string
    secretAccessKey?: string
  } {
    const forcePathStyle = read('S3_FORCE_PATH_STYLE')
    return {
      bucket: read('S3_BUCKET'),
      endpoint: read('S3_ENDPOINT'),
      region: read('S3_REGION') ?? 'us-east-1',
      forcePathStyle: forcePathStyle === undefined ? undefined : forcePathStyle === 'true',
      accessKeyId: read('S3_ACCESS_KEY_ID'),
      secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
    }
  },
  /** How many proxies in front append to X-Forwarded-For, as written (src/lib/clientAddress.ts checks it). */
  get trustedProxyHops(): string | undefined {
    return process.env.TRUSTED_PROXY_HOPS
  },
  /** TWO_FACTOR_EDITORS=optional lets editors sign in without a second factor. */
  get twoFactorOptionalForEditors(): boolean {
    return process.env.TWO_FACTOR_EDITORS === 'optional'
  },
  get twoFactorIssuer(): string {
    return read('TWO_FACTOR_ISSUER') ?? 'Website CMS'
  },
  /** The second factor's own key; PAYLOAD_SECRET when unset. */
  get twoFactorEncryptionKey(): string | null {
    return read('TWO_FACTOR_ENCRYPTION_KEY') ?? env.payloadSecret
  },
}
