import { useCallback, useEffect, useRef, useState } from 'react'
import type { Locale } from '@/lib/i18n/locales'
import {
  OUTBOX_CHANNEL,
  outboxEntries,
  putEntry,
  removeEntry,
  requestBackgroundSync,
  sendEntry,
  sendWaiting,
  tryEntry,
  waitingEntries,
  type OutboxEntry,
  type TryOutcome,
} from '@/lib/offline/outbox'
import { deviceStorage, draftKey, draftStore } from './draftStore'
import type { FormRequest, SendOutcome } from './postForm'
import type { FormDraft } from './useFormDraft'

/** While a submission waits and the page is in view, it is tried again this often. */
const RETRY_EVERY_MS = 30_000

export type Refusal = Extract<TryOutcome, { kind: 'refused' }>

export type Outbox = {
  /** Sends a form's request, keeping it on this device until our server answers. */
  send: (request: FormRequest) => Promise<SendOutcome>
  /** A submission of this form waits on this device for the connection. */
  waiting: boolean
  /** "Send now" is on its way. */
  sending: boolean
  /** "Send now" found no connection either. */
  stillWaiting: boolean
  sendNow: () => void
  /** A submission saved on this device at an earlier visit, sent since: shown once. */
  sentEarlier: { caseId?: string } | null
}

type Options = {
  /** The form's endpoint name. */
  form: string
  locale: Locale
  /** The name its draft is kept under (`useFormDraft`), which goes once the form is accepted. */
  draftName: string
  draft: FormDraft
  /** The form's own success, for a waiting submission accepted while the page is open. */
  onAccepted: (caseId: string | undefined) => void
  /** The form's own failure, for a waiting submission our server refused. */
  onRefused: (refusal: Refusal) => void
}

const logFailure = (error: unknown) => console.error('the form outbox failed', error)

/**
 * A form's outbox (src/lib/offline/outbox.ts): a submission goes into IndexedDB before its first
 * try and stays there until our server answers, so with no network it is sent later, under the
 * same key: on the `online` event, from "Send now", by Background Sync or the service worker, and
 * when a form page opens. Runs only in the browser, after hydration.
 */
export function useOutbox(options: Options): Outbox {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const waitingKey = useRef<string | null>(null)
  const [waiting, setWaiting] = useState(false)
  const [sending, setSending] = useState(false)
  const [stillWaiting, setStillWaiting] = useState(false)
  const [sentEarlier, setSentEarlier] = useState<OutboxEntry['sent'] | null>(null)

  const waitFor = (key: string | null) => {
    waitingKey.current = key
    setWaiting(key !== null)
    setStillWaiting(false)
  }

  // The draft goes with the submission it was typed for. On this page the form's own success
  // discards it, or, for an earlier visit's submission, the form starts again empty.
  const forgetDraft = (entry: OutboxEntry, startAgainHere: boolean) => {
    const { draftName, locale, draft } = latest.current
    if (entry.draft === draftKey(draftName, locale, window.location.pathname)) {
      if (startAgainHere) draft.startAgain()
    } else if (entry.draft) draftStore(deviceStorage(), entry.draft).clear()
  }

  /** Shows what became of this form's submissions on this device; `opening` adopts old ones. */
  const review = useCallback(async (opening: boolean) => {
    const { form } = latest.current
    for (const entry of await outboxEntries()) {
      if (entry.form !== form) continue
      // Read and let go before any await: two reviews at once (the online event and "Send now",
      // say) must not both show one answer.
      const mine = entry.key === waitingKey.current
      if (!mine && !opening) continue
      if (entry.sent) {
        if (mine) waitFor(null)
        await removeEntry(entry.key)
        forgetDraft(entry, !mine)
        if (mine) latest.current.onAccepted(entry.sent.caseId)
        else setSentEarlier(entry.sent)
      } else if (entry.refused) {
        if (mine) waitFor(null)
        await removeEntry(entry.key)
        latest.current.onRefused({ kind: 'refused', ...entry.refused })
      } else if (!waitingKey.current) waitFor(entry.key)
    }
    // `waitFor` and `forgetDraft` read refs and set state only: nothing to depend on.
  }, [])

  const sendAndReview = useCallback(async () => {
    await sendWaiting()
    await review(false)
  }, [review])

  useEffect(() => {
    const retry = () => {
      if (waitingKey.current) void sendAndReview().catch(logFailure)
    }
    const reviewNow = () => void review(false).catch(logFailure)
    // A phone brings the tab back to the front: the connection may have returned meanwhile.
    const retryWhenShown = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) retry()
    }
    document.addEventListener('visibilitychange', retryWhenShown)
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL)
    channel?.addEventListener('message', reviewNow)
    window.addEventListener('online', retry)
    const timer = setInterval(retryWhenShown, RETRY_EVERY_MS)
    // A form page sends what waits on this device (any form's), then shows this form's share.
    void (async () => {
      if (navigator.onLine && (await waitingEntries()).length > 0) await sendWaiting()
      await review(true)
    })().catch(logFailure)
    return () => {
      channel?.close()
      window.removeEventListener('online', retry)
      document.removeEventListener('visibilitychange', retryWhenShown)
      clearInterval(timer)
    }
  }, [review, sendAndReview])

  const send = async (request: FormRequest): Promise<SendOutcome> => {
    const { locale, draftName } = latest.current
    const entry: OutboxEntry = {
      ...request,
      locale,
      savedAt: Date.now(),
      draft: draftKey(draftName, locale, window.location.pathname),
    }
    try {
      await putEntry(entry)
    } catch (error) {
      // No storage on this device (a private window, say): one try, as without an outbox.
      console.error('keeping the form on this device failed', error)
      return tryEntry(entry)
    }
    const outcome = (await sendEntry(entry.key)) ?? { kind: 'unanswered' }
    if (outcome.kind === 'unanswered') {
      waitFor(entry.key)
      requestBackgroundSync()
      return { kind: 'waiting' }
    }
    await removeEntry(entry.key)
    return outcome
  }

  const sendNow = () => {
    setSending(true)
    setStillWaiting(false)
    sendAndReview()
      .catch(logFailure)
      .finally(() => {
        setSending(false)
        if (waitingKey.current) setStillWaiting(true)
      })
  }

  return { send, waiting, sending, stillWaiting, sendNow, sentEarlier: sentEarlier ?? null }
}
