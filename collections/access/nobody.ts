import type { FieldAccess } from 'payload'

/** Fields only trusted server code writes and reads (with overrideAccess). */
export const nobody: FieldAccess = () => false
