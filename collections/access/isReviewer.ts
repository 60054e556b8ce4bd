import type { Access } from 'payload'
import { hasRole } from './roles'

export const isReviewer: Access = ({ req }) => hasRole(req.user, 'reviewer')
