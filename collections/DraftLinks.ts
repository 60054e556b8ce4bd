import type { CollectionConfig } from 'payload'
import { SHAREABLE_COLLECTIONS, VALID_FOR_DAYS } from '@/lib/draftLinks/rules'
import { LOCALES } from '@/lib/i18n/locales'
import { matrixAccess } from './access/matrixAccess'
import { nobody } from './access/nobody'
import { auditDraftLink, issueOrRevokeDraftLink, returnNewDraftLinkUrl } from './hooks/draftLinks'

/**
 * Links that show one document's latest draft, in one language, to someone without an account
 * (src/app/(site)/[lang]/draft/[token]). Made and revoked from the document's sidebar
 * ("Share draft"); the token itself is shown once and only its SHA-256 is kept. A link is never
 * deleted: revoking it keeps who made it and who ended it.
 */
export const DraftLinks: CollectionConfig = {
  slug: 'draft-links',
  labels: { singular: 'Draft link', plural: 'Draft links' },
  access: matrixAccess('draft-links'),
  admin: {
    group: 'Staff',
    // Made, listed and revoked from the shared document's sidebar, where the link is shown once.
    hidden: true,
    defaultColumns: [
      'sharedCollection',
      'documentId',
      'locale',
      'createdBy',
      'expiresAt',
      'revokedAt',
    ],
  },
  defaultSort: '-createdAt',
  // The hook (collections/hooks/draftLinks.ts) writes every field: on create from what was asked
  // for, on update only revokedAt and revokedBy. Nothing else a request sends is kept.
  fields: [
    {
      name: 'sharedCollection',
      type: 'select',
      required: true,
      index: true,
      options: SHAREABLE_COLLECTIONS.map((value) => ({ label: value, value })),
    },
    { name: 'documentId', type: 'number', required: true, index: true },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: LOCALES.map((value) => ({ label: value, value })),
    },
    {
      name: 'validForDays',
      type: 'number',
      defaultValue: VALID_FOR_DAYS.default,
      min: VALID_FOR_DAYS.min,
      max: VALID_FOR_DAYS.max,
    },
    // Written by the hook from validForDays; reviewers' requests compare it with the clock.
    { name: 'expiresAt', type: 'date', index: true },
    // SHA-256 of the token, set by the hook; no API reader ever gets it.
    { name: 'tokenHash', type: 'text', unique: true, index: true, access: { read: nobody } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    // Editors may not read other staff accounts; the sidebar shows who made each link by this.
    { name: 'createdByName', type: 'text' },
    // Set to the server's time by the hook, whatever the request says; once set, final.
    { name: 'revokedAt', type: 'date' },
    { name: 'revokedBy', type: 'relationship', relationTo: 'users' },
  ],
  hooks: {
    beforeChange: [issueOrRevokeDraftLink],
    afterChange: [auditDraftLink, returnNewDraftLinkUrl],
  },
}
