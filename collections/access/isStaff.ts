import type { Access, PayloadRequest } from 'payload'
import { isStaffUser } from './roles'

export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** For `admin` access on a collection: who may open the CMS panel at all. */
export const canOpenPanel = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)
