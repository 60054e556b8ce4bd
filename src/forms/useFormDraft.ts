import { useEffect, useRef, useState } from 'react'
import type { DefaultValues, FieldValues, UseFormReset, UseFormWatch } from 'react-hook-form'
import type { Locale } from '@/lib/i18n/locales'
import {
  deleteExpiredDrafts,
  deviceStorage,
  draftKey,
  draftStore,
  filledIn,
  type DraftValues,
} from './draftStore'

/** Typing is written to the device once it pauses this long, and when the page is hidden. */
const WRITE_AFTER_MS = 500

export type DraftStatus = 'none' | 'saved' | 'restored'
export type FormDraft = {
  status: DraftStatus
  /** Deletes the draft and empties the form. */
  startAgain: () => void
  /** Deletes the draft once the form is accepted. */
  discard: () => void
}

type Options<Values extends FieldValues> = {
  name: string
  locale: Locale
  form: { watch: UseFormWatch<Values>; reset: UseFormReset<Values> }
  /** The form's first values: what a draft is compared with, and what "Start again" goes back to. */
  first: DefaultValues<NoInfer<Values>>
  /** False when the form keeps no draft (a short form), or is not in its first, blank state. */
  active: boolean
  /** The form was accepted through its HTML post (its scripts came late): its draft goes. */
  sent: boolean
}

/**
 * Keeps what the visitor types on this device (see draftStore.ts) and puts it back on the next
 * load. It runs only in the browser, after hydration: the server's HTML never holds a draft, and
 * without scripts there is none.
 */
export function useFormDraft<Values extends FieldValues>({
  name,
  locale,
  form: { watch, reset },
  first,
  active,
  sent,
}: Options<Values>): FormDraft {
  const [status, setStatus] = useState<DraftStatus>('none')
  const actions = useRef({ discard: () => {}, startAgain: () => {} })

  useEffect(() => {
    const storage = deviceStorage()
    const store = draftStore(storage, draftKey(name, locale, window.location.pathname))
    if (sent) {
      store.clear()
      return
    }
    if (!active) return
    deleteExpiredDrafts(storage)
    const found = store.read()
    if (found) {
      reset(filledIn(found.values, first), { keepDefaultValues: true })
      // The draft lives on the device, so it is read once the page runs there.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('restored')
    }

    let pending: DraftValues | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const drop = () => {
      clearTimeout(timer)
      pending = null
    }
    const write = () => {
      if (!pending) return
      const kept = store.save(pending, first)
      drop()
      setStatus((now) => (!kept ? 'none' : now === 'restored' ? now : 'saved'))
    }
    // Only the visitor's own changes (they carry an event type), not a reset.
    const subscription = watch((values, { type }) => {
      if (!type) return
      pending = values
      clearTimeout(timer)
      timer = setTimeout(write, WRITE_AFTER_MS)
    })
    const writeWhenHidden = () => document.visibilityState === 'hidden' && write()
    window.addEventListener('pagehide', write)
    document.addEventListener('visibilitychange', writeWhenHidden)

    actions.current = {
      discard: () => {
        drop()
        store.clear()
        setStatus('none')
      },
      startAgain: () => {
        drop()
        store.clear()
        // No values: the HTML form's own reset, back to the first values the server drew.
        reset()
        setStatus('none')
      },
    }
    return () => {
      write()
      subscription.unsubscribe()
      window.removeEventListener('pagehide', write)
      document.removeEventListener('visibilitychange', writeWhenHidden)
    }
  }, [active, sent, name, locale, first, watch, reset])

  return {
    status,
    discard: () => actions.current.discard(),
    startAgain: () => actions.current.startAgain(),
  }
}
