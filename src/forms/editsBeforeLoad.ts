'use client'

import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form'

type Form<Values extends FieldValues> = { getValues: UseFormGetValues<Values>; setValue: UseFormSetValue<Values> }

/**
 * A form block can be edited before its code arrives (see FormIsland). react-hook-form takes
 * such edits from the page as it registers the fields, but whatever watches a group of
 * checkboxes (the submit button that waits for a feature, the box shown for "other") still holds
 * the empty default: tell it once, as the form comes alive. react-hook-form tells watchers of a
 * change only, hence the round through the empty list (both in one pass, so nothing flickers).
 */
export function useEditsBeforeLoad<Values extends FieldValues>({ getValues, setValue }: Form<Values>, groups: Path<Values>[]) {
  useEffect(() => {
    for (const name of groups) {
      const ticked = getValues(name)
      if (!Array.isArray(ticked) || ticked.length === 0) continue
      setValue(name, [] as PathValue<Values, typeof name>)
      setValue(name, ticked)
    }
    // Once: later edits reach the watchers through react-hook-form's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
