import type { Block } from 'payload'

/**
 * "Chat on WhatsApp" for each line of Site settings › WhatsApp, with its hours. It reads only
 * the settings, whose tag every page carries, so a change there refreshes the pages showing it.
 */
export const block: Block = {
  slug: 'whatsApp',
  interfaceName: 'WhatsAppBlock',
  labels: { singular: 'WhatsApp chat', plural: 'WhatsApp chats' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      admin: {
        description:
          'Empty: "Chat with us on WhatsApp". The block shows nothing while Site settings › WhatsApp lists no line.',
      },
    },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}
