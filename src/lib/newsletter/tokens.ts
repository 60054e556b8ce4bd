import { subscriptionLinkTokens } from '@/lib/signedLinks'

export { CONFIRM_TTL_MS } from '@/lib/signedLinks'

// The newsletter's key has always been derived under this name: links already sent keep working.
export const { confirmToken, isValidConfirmToken, unsubscribeToken, isValidUnsubscribeToken } = subscriptionLinkTokens('newsletter-links')
