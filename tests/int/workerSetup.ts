import { startSmtpCapture, type SmtpCapture } from '../fixtures/smtpCapture'

/**
 * Runs before each file of the `int` project. Its files share one worker and one module graph
 * (`isolate: false`), so the first file to import the config builds the one Payload they all
 * use, from the environment it sees then. What that environment must hold for the files that
 * read email is set here, once per worker: an SMTP capture server in this process, which
 * `useOwnSmtp` hands out, and a short email back-off so retries fit in a test.
 */
declare global {
  var intWorkerSmtp: SmtpCapture | undefined
}

if (!globalThis.intWorkerSmtp) {
  const smtp = await startSmtpCapture()
  globalThis.intWorkerSmtp = smtp
  process.env.SMTP_HOST = smtp.host
  process.env.SMTP_PORT = String(smtp.port)
  process.env.EMAIL_RETRY_DELAY_MS = '200'
}
