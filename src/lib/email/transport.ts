import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'

/** SMTP from the environment, or (without SMTP_HOST) a transport that prints each email to the log. */
export function createEmailTransport(): Transporter {
  const host = process.env.SMTP_HOST
  if (host) {
    const user = process.env.SMTP_USER
    return nodemailer.createTransport({
      host,
      port: Number(process.env.SMTP_PORT || 587),
      secure: process.env.SMTP_SECURE === 'true',
      auth: user ? { user, pass: process.env.SMTP_PASS || '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      // A server that goes silent mid-message fails the attempt (the job retries) instead of holding it 10 minutes.
      socketTimeout: 30_000,
    })
  }
  return nodemailer.createTransport({
    name: 'console',
    version: '1',
    send(mail, callback) {
      const { to, subject } = mail.data
      const body = typeof mail.data.html === 'string' ? mail.data.html : String(mail.data.text ?? '')
      console.info(`[email] to=${String(to)} subject=${String(subject)}\n${body}`)
      const envelope = mail.message.getEnvelope()
      callback(null, {
        envelope,
        messageId: `console-${Date.now()}`,
        accepted: envelope.to,
        rejected: [],
        pending: [],
        response: 'logged',
      })
    },
  })
}
