import type { EmailAdapter, SendEmailOptions } from 'payload'
import { escapeMultiline } from '@/lib/html'
import { emailDelivery } from './delivery'
import { withoutResetLink } from './passwordResetLink'
import { queueEmail } from './queueEmail'

type Recipients = SendEmailOptions['to']

/** The recipients of a message as one header value. */
function addressesOf(to: Recipients): string {
  const list = Array.isArray(to) ? to : to ? [to] : []
  return list.map((item) => (typeof item === 'string' ? item : item.address)).join(', ')
}

/**
 * Payload sends its own emails (a password reset) at once, not through our queue. Where email is
 * held (production without SMTP_HOST) that send would fail the request, and so answer an address
 * with an account differently from one without: there it is queued and held like every other,
 * its reset link left out of the job (src/lib/email/passwordResetLink.ts).
 */
export async function holdDirectSends(adapter: Promise<EmailAdapter>): Promise<EmailAdapter> {
  const create = await adapter
  return (args) => {
    const inner = create(args)
    return {
      ...inner,
      sendEmail: async (message) => {
        if (emailDelivery() !== 'held') return inner.sendEmail(message)
        const email = {
          to: addressesOf(message.to),
          subject: String(message.subject ?? ''),
          // The queue carries HTML: a text-only message is escaped, not read as markup.
          html:
            typeof message.html === 'string'
              ? message.html
              : escapeMultiline(String(message.text ?? '')),
        }
        // A job record holds no credential: a reset link is made again as the email is sent.
        await queueEmail(args.payload, (await withoutResetLink(args.payload, email)) ?? email)
      },
    }
  }
}
