import { startSmtpCapture, type SmtpCapture } from '../fixtures/smtpCapture'

/**
 * Points this test file's email transport at an SMTP capture server it owns (the shared one
 * lives in the globalSetup process, out of reach). Call before anything imports the config;
 * `restore` puts the environment back for the next file.
 */
export async function useOwnSmtp(): Promise<{ smtp: SmtpCapture; restore: () => Promise<void> }> {
  const smtp = await startSmtpCapture()
  const saved = { SMTP_HOST: process.env.SMTP_HOST, SMTP_PORT: process.env.SMTP_PORT }
  process.env.SMTP_HOST = smtp.host
  process.env.SMTP_PORT = String(smtp.port)
  return {
    smtp,
    restore: async () => {
      await smtp.stop()
      Object.assign(process.env, saved)
    },
  }
}
