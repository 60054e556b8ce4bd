import type { Access } from 'payload'
import { hasRole } from '@/lib/roles'

export const isEditor: Access = ({ req }) => hasRole(req.user, 'editor')
