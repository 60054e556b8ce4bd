import type { MouseEvent } from 'react'
import type { FormDraft } from '../useFormDraft'
import type { SharedWords } from '@/lib/forms/words'
import { fillIn } from '@/lib/i18n/fillIn'
import { DRAFT_DAYS } from '../draftStore'

type Props = {
  draft: FormDraft
  words: SharedWords['draft']
  /** Which notice this place shows: a restored draft above the form, a saved one by its button. */
  shows: 'restored' | 'saved'
}

// The button it replaces is gone: the visitor carries on from the form's first field.
function focusFirstField(event: MouseEvent<HTMLButtonElement>) {
  event.currentTarget.form
    ?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')
    ?.focus()
}

/**
 * Says that the answers are kept on this device, for how long, and clears them in one click (a
 * shared phone). Drawn only in the browser once a draft exists: never in the server's HTML.
 */
export function DraftNotice({ draft, words, shows }: Props) {
  if (draft.status !== shows) return null
  const startAgain = (event: MouseEvent<HTMLButtonElement>) => {
    draft.startAgain()
    focusFirstField(event)
  }
  return (
    <div
      className={
        shows === 'restored'
          ? 'rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800'
          : 'text-sm text-slate-600'
      }
    >
      <p>
        {shows === 'restored' ? words.restored : words.saved}{' '}
        {fillIn(words.kept, { days: DRAFT_DAYS })}{' '}
        <button
          type="button"
          onClick={startAgain}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {words.startAgain}
        </button>
      </p>
    </div>
  )
}
