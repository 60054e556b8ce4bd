'use client'

import { createContext, useContext } from 'react'
import type { FormWords, RecoveryFormWords, SharedWords } from '@/lib/forms/words'

/** The words of the form being drawn, for its parts (fields, thank-you) that show some. */
export const FormWordsContext = createContext<FormWords | SharedWords | null>(null)

function useWords(): FormWords | SharedWords {
  const words = useContext(FormWordsContext)
  if (!words) throw new Error('a form field is drawn outside a form that gives its words')
  return words
}

export function useFormWords(): SharedWords {
  return useWords()
}

export function useRecoveryWords(): RecoveryFormWords['recovery'] {
  const words = useWords()
  if (!('recovery' in words)) throw new Error('a recovery field is drawn outside the recovery form')
  return words.recovery
}
