import type { Access } from 'payload'
import { hasRole } from '@/lib/roles'

export const isReviewer: Access = ({ req }) => hasRole(req.user, 'reviewer')
