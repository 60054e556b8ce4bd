import type { Block } from 'payload'

/**
 * Uptime and status, and where to report a security issue: read from Site settings › Trust
 * centre, the same place /.well-known/security.txt reads its contact from.
 */
export const block: Block = {
  slug: 'trustContact',
  interfaceName: 'TrustContactBlock',
  labels: { singular: 'Status and security contact', plural: 'Status and security contacts' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}
