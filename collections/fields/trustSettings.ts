import type { Field } from 'payload'

const isHttps = (value: unknown) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value)) ||
  'Enter an https:// address.'

/**
 * The trust centre's contact and status: the "Status and security contact" block shows them, and
 * /.well-known/security.txt names the contact. Public on purpose: security reporters need it.
 */
export const trustSettingsFields: Field[] = [
  {
    name: 'trust',
    type: 'group',
    admin: { description: 'Shown on the trust centre, and in /.well-known/security.txt.' },
    fields: [
      {
        name: 'securityContact',
        label: 'Security contact',
        type: 'email',
        admin: {
          description:
            'Where security issues are reported. security.txt answers 404 while this is empty.',
        },
      },
      {
        name: 'statusPageUrl',
        label: 'Status page',
        type: 'text',
        validate: isHttps,
        admin: { description: 'Where live status and incidents are published.' },
      },
      {
        name: 'uptime',
        type: 'text',
        localized: true,
        maxLength: 120,
        admin: { description: 'As visitors read it, e.g. "99.95 % over the last 12 months".' },
      },
    ],
  },
]
