import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and while the page hydrates, true once the form's code runs: what only a
 * script can keep up (a submit disabled until a box is ticked) starts from the server's state.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
