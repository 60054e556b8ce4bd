import { env } from '@/lib/env'

/** Where leads go. Each is on when its environment variables are set (read at each use). */
export const DESTINATIONS = ['webhook', 'hubspot'] as const
export type Destination = (typeof DESTINATIONS)[number]

export const DESTINATION_LABELS: Record<Destination, string> = {
  webhook: 'Webhook',
  hubspot: 'HubSpot',
}

export type WebhookConfig = { url: string; secret: string }

export function webhookConfig(): WebhookConfig | null {
  return env.leadsWebhook
}

export type HubSpotConfig = { apiUrl: string; token: string }

export function hubspotConfig(): HubSpotConfig | null {
  return env.hubspot
}

/** The destinations configured now: a new submission gets one delivery for each. */
export function configuredDestinations(): Destination[] {
  return DESTINATIONS.filter(
    (destination) => (destination === 'webhook' ? webhookConfig() : hubspotConfig()) !== null,
  )
}

/** Ten tries in all, the gaps doubling from the base delay (30 s unless the environment says otherwise). */
export const MAX_ATTEMPTS = 10
export const retryBaseDelayMs = () => env.leadsRetryDelayMs

/** No answer within this long counts as a failed try. */
export const REQUEST_TIMEOUT_MS = 10_000
