import type { FieldAccess, PayloadRequest } from 'payload'
import { isStaffUser } from '@/lib/roles'

/** For a field visitors must never read (the API leaves it out; the site reads it with overrideAccess). */
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)

/** For `admin` access on a collection: who may open the CMS panel at all (any role). */
export const canOpenPanel = ({ req }: { req: PayloadRequest }): boolean => isStaffUser(req.user)
