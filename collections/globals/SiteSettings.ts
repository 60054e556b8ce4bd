import type { Field, GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { granted } from '../access/granted'
import { isStaffField } from '../access/isStaff'
import { SITE_SETTINGS_TAG } from '@/lib/cacheTags'
import { revalidateGlobal } from '../hooks/revalidate'
import { forgetAnalyticsOrigins } from '@/lib/analytics/rememberedOrigins'
import { leadSettingsFields } from '../fields/leadSettings'
import { retentionSettingsFields } from '../fields/retentionSettings'
import { analyticsSettingsFields } from '../fields/analyticsSettings'
import { whatsAppSettingsFields } from '../fields/whatsAppSettings'
import { trustSettingsFields } from '../fields/trustSettings'

const link = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', localized: true, required: true },
    { name: 'href', type: 'text', required: true },
  ],
})

const linkArrayFields: Field[] = [
  { name: 'label', type: 'text', localized: true, required: true },
  { name: 'href', type: 'text', required: true },
  { name: 'description', type: 'text', localized: true },
  { name: 'newTab', type: 'checkbox', defaultValue: false, label: 'Open in a new tab' },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: granted('site-settings', 'update') },
  admin: { group: 'Settings' },
  // Every page shows the settings (header, footer, metadata): all of them are refreshed.
  hooks: {
    afterChange: [
      revalidateGlobal('site settings', [SITE_SETTINGS_TAG]),
      forgetAnalyticsOriginsHook,
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          fields: [
            { name: 'brandName', type: 'text', required: true },
            { name: 'tagline', type: 'text', localized: true },
            { name: 'logo', type: 'upload', relationTo: 'media' },
            { name: 'defaultDescription', type: 'textarea', localized: true, required: true },
            { name: 'defaultKeywords', type: 'text', localized: true },
            { name: 'defaultImage', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Header',
          fields: [
            {
              name: 'menus',
              type: 'array',
              admin: {
                description:
                  'Drop-down menus, in order. On small screens the menu title links to its overview page.',
              },
              fields: [
                { name: 'label', type: 'text', localized: true, required: true },
                {
                  name: 'overviewHref',
                  type: 'text',
                  admin: { description: 'Where the title goes on small screens.' },
                },
                {
                  name: 'items',
                  type: 'array',
                  required: true,
                  minRows: 1,
                  fields: linkArrayFields,
                },
              ],
            },
            {
              name: 'navLinks',
              label: 'Plain links',
              type: 'array',
              fields: [
                { name: 'label', type: 'text', localized: true, required: true },
                { name: 'href', type: 'text', required: true },
              ],
            },
            link('loginButton', 'Login button'),
            link('demoButton', 'Request demo button'),
            {
              name: 'activateCardLabel',
              type: 'text',
              localized: true,
              required: true,
              defaultValue: 'Activate Card',
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            { name: 'footerBlurb', type: 'textarea', localized: true },
            {
              name: 'footerColumns',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', localized: true, required: true },
                {
                  name: 'links',
                  type: 'array',
                  fields: [
                    { name: 'label', type: 'text', localized: true, required: true },
                    { name: 'href', type: 'text', required: true },
                  ],
                },
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              fields: [
                {
                  name: 'platform',
                  type: 'select',
                  required: true,
                  options: [
                    { label: 'LinkedIn', value: 'linkedin' },
                    { label: 'Facebook', value: 'facebook' },
                    { label: 'Twitter', value: 'twitter' },
                    { label: 'YouTube', value: 'youtube' },
                    { label: 'Instagram', value: 'instagram' },
                  ],
                },
                { name: 'url', type: 'text', required: true },
              ],
            },
            { name: 'newsletterHeading', type: 'text', localized: true },
            { name: 'newsletterText', type: 'text', localized: true },
          ],
        },
        {
          label: 'External links',
          fields: [
            {
              name: 'externalUrls',
              type: 'group',
              fields: [
                { name: 'helpPortal', type: 'text', required: true },
                { name: 'cardActivation', type: 'text', required: true },
                { name: 'donate', type: 'text', required: true },
                { name: 'fundraisingSite', type: 'text', required: true },
                { name: 'learningCompanion', type: 'text', required: true },
              ],
            },
          ],
        },
        { label: 'WhatsApp', fields: whatsAppSettingsFields },
        { label: 'Trust centre', fields: trustSettingsFields },
        {
          label: 'Figures',
          fields: [
            {
              name: 'figures',
              type: 'array',
              admin: {
                description: 'Headline figures shown across the site (e.g. 1,400+ schools).',
              },
              fields: [
                { name: 'value', type: 'text', localized: true, required: true },
                { name: 'label', type: 'text', localized: true, required: true },
              ],
            },
          ],
        },
        {
          label: 'Notifications',
          fields: [
            {
              name: 'inboxes',
              type: 'group',
              // Internal addresses: read by staff and by the code that sends the notifications.
              access: { read: isStaffField },
              admin: { description: 'Who receives the email each form sends.' },
              fields: [
                {
                  name: 'sales',
                  type: 'email',
                  required: true,
                  admin: { description: 'Demo and quote requests.' },
                },
                {
                  name: 'contact',
                  type: 'email',
                  required: true,
                  admin: { description: 'Contact form messages.' },
                },
                {
                  name: 'newsletter',
                  type: 'email',
                  required: true,
                  admin: { description: 'New newsletter subscriptions.' },
                },
                {
                  name: 'recovery',
                  type: 'email',
                  required: true,
                  admin: { description: 'Recovery-support applications.' },
                },
              ],
            },
            ...leadSettingsFields,
          ],
        },
        { label: 'Privacy', fields: retentionSettingsFields },
        { label: 'Analytics', fields: analyticsSettingsFields },
      ],
    },
  ],
}

/** Pages' policies name the chosen analytics tool; the proxy keeps it in the process (src/proxy.ts). */
function forgetAnalyticsOriginsHook({ doc }: { doc: unknown }) {
  forgetAnalyticsOrigins()
  return doc
}
