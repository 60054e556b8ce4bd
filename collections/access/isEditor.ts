import type { Access } from 'payload'
import { hasRole } from './roles'

export const isEditor: Access = ({ req }) => hasRole(req.user, 'editor')
