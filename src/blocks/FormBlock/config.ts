import type { Block } from 'payload'
import { PLACEABLE_FORM_NAMES } from '@/lib/forms/formNames'

export const block: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlockType',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      options: PLACEABLE_FORM_NAMES.map((name) => ({ label: name, value: name })),
      custom: { visitorNeverReads: 'chooses the form; its words are the form’s messages' },
    },
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}
