import type { SmtpCapture } from '../fixtures/smtpCapture'

/**
 * The SMTP capture server the email transport of this worker's Payload points at
 * (tests/int/workerSetup.ts starts it; the run's shared one lives in the globalSetup process, out
 * of reach). It starts empty for the file; `restore` empties it again for the next file.
 */
export async function useOwnSmtp(): Promise<{ smtp: SmtpCapture; restore: () => Promise<void> }> {
  const smtp = globalThis.intWorkerSmtp
  if (!smtp) throw new Error('tests/int/workerSetup.ts has not started the SMTP capture')
  smtp.clear()
  return { smtp, restore: async () => smtp.clear() }
}
