import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import { emailDelivery } from './delivery'
import { env } from '@/lib/env'

/**
 * SMTP from the environment; without SMTP_HOST, in development a transport that prints each
 * email to the log, and in production one that refuses every email and prints nothing of it
 * (the job runner leaves email jobs queued there, so this only stops a stray send).
 */
export function createEmailTransport(): Transporter {
  const smtp = env.smtp
  const delivery = emailDelivery()
  if (delivery === 'held') {
    return nodemailer.createTransport({
      name: 'held',
      version: '1',
      send(_mail, callback) {
        callback(new Error('email is not configured (SMTP_HOST is unset)'), undefined as never)
      },
    })
  }
  if (smtp) {
    return nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
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
      const body =
        typeof mail.data.html === 'string' ? mail.data.html : String(mail.data.text ?? '')
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
