import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'

/**
 * One row per cookie choice a visitor made on the banner: when, under which version of the
 * banner's texts, and what was chosen, under a random id that the visitor's `consent` cookie
 * carries. No address, no email, nothing that names the visitor. Written only by the consent
 * route (src/app/(payload)/api/consent).
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  access: matrixAccess('consent-records'),
  admin: {
    group: 'Staff',
    useAsTitle: 'recordId',
    defaultColumns: ['recordId', 'analytics', 'marketing', 'textsVersion', 'createdAt'],
    description: 'Cookie choices from the banner. The time is "Created at".',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'recordId',
      label: 'Record id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'textsVersion',
      label: 'Texts version',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    { name: 'analytics', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'marketing', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
  ],
}
