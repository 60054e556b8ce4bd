/**
 * CONTRACT STUB (being filled in): the submissions waiting on this device for a connection.
 * Kept in IndexedDB so that both the pages and the service worker (src/lib/offline/serviceWorker)
 * reach them. Each entry is one submission under its idempotency key, sent again with the same
 * key until the server answers our own 201.
 */

/** The Background Sync tag the pages register and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'form-outbox'

/** One waiting submission: the request as it will be sent, under its key. */
export type OutboxEntry = {
  /** The submission's idempotency key: the entry's id. */
  key: string
  form: string
  /** The form endpoint's path and query (same origin), e.g. `/api/forms/recovery?lang=es`. */
  url: string
  /** The JSON body, as sent. */
  body: string
  locale: string
  savedAt: number
  /** Once sent: what the server answered (the recovery form's case ID), and when. */
  sent?: { caseId?: string; at: number }
}

/** Sends every waiting entry (each with its key); marks those the server accepted. */
export async function sendOutbox(): Promise<void> {}
