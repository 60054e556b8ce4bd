import type { Payload } from 'payload'
import { fillLinkSlots, linkSlot } from './linkSlots'
import type { EmailInput } from './emailInput'

// Payload's reset link: its admin's reset route and a token of 20 random bytes in hex. Not
// global: a global pattern's `test` keeps its place between calls and would miss the next link.
const RESET_LINK = /https?:\/\/[^\s"'<>]*\/reset\/[0-9a-f]{40}/

/**
 * Payload's own password-reset email, held for the queue (production without SMTP), without its
 * link: the slot and the account's id stand in, and the link is made again when the email is sent.
 * Null when the email carries no reset link, or names no account.
 */
export async function withoutResetLink(
  payload: Payload,
  email: EmailInput,
): Promise<EmailInput | null> {
  if (!RESET_LINK.test(email.html)) return null
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.to } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) return null
  return {
    ...email,
    html: email.html.replace(new RegExp(RESET_LINK, 'g'), linkSlot('passwordReset')),
    signedLinks: { kind: 'password-reset', user: docs[0].id },
  }
}

/**
 * The held reset email as it is sent: the link of the account's current reset token, or null when
 * the token has been used or has expired meanwhile (a stale link would only say "expired").
 */
export async function fillPasswordResetLink(
  payload: Payload,
  userId: number,
  email: EmailInput,
): Promise<EmailInput | null> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })
  const credential = user?.resetPasswordToken
  if (
    !credential ||
    !user.resetPasswordExpiration ||
    new Date(user.resetPasswordExpiration) <= new Date()
  )
    return null
  const { serverURL, routes, admin } = payload.config
  return fillLinkSlots(email, {
    passwordReset: `${serverURL}${routes.admin}${admin.routes.reset}/${credential}`,
  })
}
