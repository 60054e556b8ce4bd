import { useEffect, useState } from 'react'
import { newIdempotencyKey, normalisedAnswers } from '@/lib/idempotency/key'

/**
 * The key of one submission of a form, sent with each of its tries (the `Idempotency-Key` header,
 * or the hidden field of a form sent through its server action), so the server stores it once.
 * `forAnswers` gives the key for the answers being sent: the same for every try of the same
 * answers, a new one once they changed (another submission, which the server would refuse under
 * the old key). After a success, `renew` starts the next submission.
 */
export type SubmissionKey = { forAnswers: (answers: unknown) => string; renew: () => void }

export function submissionKey(): SubmissionKey & { start: () => void } {
  // The answers are those of the key's first try: none yet when it was made.
  type Current = { key: string; answers: string | null }
  let current: Current | null = null
  const fresh = (): Current => ({ key: newIdempotencyKey(), answers: null })
  return {
    start: () => void (current ??= fresh()),
    forAnswers(answers) {
      const sent = normalisedAnswers(answers)
      if (!current || (current.answers !== null && current.answers !== sent)) current = fresh()
      current.answers = sent
      return current.key
    },
    renew: () => void (current = fresh()),
  }
}

/**
 * A form's submission key, made in the browser when the form first renders there: never in the
 * server's HTML, which a cache shares between visitors.
 */
export function useSubmissionKey(): SubmissionKey {
  const [key] = useState(submissionKey)
  useEffect(() => key.start(), [key])
  return key
}
