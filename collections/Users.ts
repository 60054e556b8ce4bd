import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from './access/isAdmin'
import { isAdminOrSelfField } from './access/isAdminOrSelf'
import { granted, grantedOr } from './access/granted'
import { ownAccount } from './access/ownAccount'
import { nobody } from './access/nobody'
import { canOpenPanel } from './access/isStaff'
import { ROLES } from '@/lib/roles'
import { twoFactorEndpoints } from '@/lib/twoFactor/endpoints'
import { unlockForAdmins } from './endpoints/unlock'
import { endDraftMode } from './hooks/endDraftMode'
import { limitPasswordResets } from './hooks/limitPasswordResets'
import { keepCodeFailuresCounted } from '@/lib/twoFactor/hooks'
import { env } from '@/lib/env'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: env.isProduction, sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'roles', 'updatedAt'],
    group: 'Staff',
  },
  endpoints: [unlockForAdmins, ...twoFactorEndpoints],
  hooks: {
    beforeLogin: [keepCodeFailuresCounted],
    beforeOperation: [limitPasswordResets],
    afterLogout: [endDraftMode],
  },
  access: {
    admin: canOpenPanel,
    read: grantedOr('users', 'read', ownAccount),
    create: granted('users', 'create'),
    update: grantedOr('users', 'update', ownAccount),
    delete: granted('users', 'delete'),
    unlock: isAdmin,
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
      admin: {
        description:
          'Editor: the site’s content. Sales: leads, subscribers and trust-document requests. ' +
          'Reviewer: recovery applications. Admin: everything, and staff accounts. ' +
          'The full table is in docs/security.md.',
      },
    },
    {
      name: 'twoFactorEnabledAt',
      type: 'date',
      label: 'Two-factor sign-in',
      access: { read: isAdminOrSelfField, create: nobody, update: nobody },
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: { Field: '@/components/twoFactor/admin/TwoFactorField.client#TwoFactorField' },
      },
    },
    {
      // Written and read only by src/lib/twoFactor (raw SQL, or the Local API with overrideAccess).
      name: 'twoFactor',
      type: 'group',
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
      fields: [
        { name: 'secret', type: 'text', admin: { description: 'AES-GCM encrypted base32 secret' } },
        {
          name: 'pendingSecret',
          type: 'text',
          admin: { description: 'Encrypted secret awaiting its first code' },
        },
        {
          name: 'lastUsedStep',
          type: 'number',
          admin: { description: 'Time step of the last accepted code' },
        },
        {
          name: 'failedCodes',
          type: 'number',
          admin: { description: 'Wrong codes since the last good one or lock' },
        },
        {
          name: 'recoveryCodes',
          type: 'json',
          admin: { description: 'Keyed hashes of unused recovery codes' },
        },
        {
          name: 'verifiedSessions',
          type: 'json',
          admin: { description: 'Session ids that passed the second step' },
        },
      ],
    },
  ],
  timestamps: true,
}
