import type { FormState } from './formState'

type Send<Name> = (name: Name, previous: FormState, data: FormData) => Promise<FormState>
type Bound = (previous: FormState, data: FormData) => Promise<FormState>

const bound = new Map<Send<never>, Map<unknown, Bound>>()

/**
 * A form's server action with its name bound, made once per action and name and kept: a reference
 * bound during a render is a new one each time, and React, encoding its bound name for the
 * no-script form, would wait on a new promise on every try (the server's render never ended).
 */
export function boundAction<Name>(send: Send<Name>, name: Name): Bound {
  const byName = bound.get(send) ?? new Map<unknown, Bound>()
  bound.set(send, byName)
  let action = byName.get(name)
  if (!action) byName.set(name, (action = send.bind(null, name)))
  return action
}
