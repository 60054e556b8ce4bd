import type { Access } from 'payload'

/** A signed-in user's own account, and no one else's. */
export const ownAccount: Access = ({ req }) => (req.user ? { id: { equals: req.user.id } } : false)
