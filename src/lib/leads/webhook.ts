import { createHmac } from 'node:crypto'
import { bodyExcerpt, delivered, reasonOf, retryLater, type AttemptResult } from './attempt'
import { REQUEST_TIMEOUT_MS, type WebhookConfig } from './destinations'
import type { LeadBody } from './leadBody'

/** `sha256=<hex HMAC-SHA256 of the raw body>`: what a receiver recomputes with the shared secret. */
export function webhookSignature(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

/**
 * POSTs the lead, signed. `webhookId` is the delivery's, the same on each of its retries, so a
 * receiver can drop a repeat. Any 2xx is delivered; any other answer, or none, is tried again.
 */
export async function sendWebhook(
  config: WebhookConfig,
  body: LeadBody,
  webhookId: string,
): Promise<AttemptResult> {
  const raw = JSON.stringify(body)
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'leads-webhook/1',
        'x-webhook-id': webhookId,
        'x-webhook-signature': webhookSignature(raw, config.secret),
      },
      body: raw,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    return retryLater(reasonOf(error))
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel()
    return delivered(`HTTP ${response.status}`)
  }
  const excerpt = await bodyExcerpt(response)
  return retryLater(`HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`)
}
