import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

// Filled in by the sub-processor notices work.
export const announceSubProcessorChange: CollectionAfterChangeHook = ({ doc }) => doc
export const announceSubProcessorRemoval: CollectionAfterDeleteHook = ({ doc }) => doc
