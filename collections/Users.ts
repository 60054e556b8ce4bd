import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from './access/isAdmin'
import { isAdminOrSelf } from './access/isAdminOrSelf'
import { canOpenPanel } from './access/isStaff'
import { ROLES } from './access/roles'

const isProduction = process.env.NODE_ENV === 'production'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: isProduction, sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles', 'updatedAt'],
    group: 'Staff',
  },
  access: {
    admin: canOpenPanel,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: { description: 'Admins may do everything editors and reviewers do.' },
    },
  ],
  timestamps: true,
}
