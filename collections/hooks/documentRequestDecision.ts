import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

// Filled in below (token issue and decision emails).
export const issueAccessLink: CollectionBeforeChangeHook = ({ data }) => data
export const sendDecisionEmail: CollectionAfterChangeHook = ({ doc }) => doc
