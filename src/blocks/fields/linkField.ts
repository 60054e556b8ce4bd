import type { Field, TextFieldSingleValidation } from 'payload'
import { internalPathExists, internalPathOf } from '@/lib/links/internalLinks'

/** Site settings › External links a link may point to instead of a typed address. */
const externalUrlOptions = [
  { label: 'Help portal', value: 'helpPortal' },
  { label: 'Card activation', value: 'cardActivation' },
  { label: 'Donate', value: 'donate' },
  { label: 'Fundraising site', value: 'fundraisingSite' },
  { label: 'Learning companion', value: 'learningCompanion' },
]

/**
 * An internal path must lead somewhere: a link to a page that was deleted or never existed is
 * an error on publish (drafts are not validated). The seed, which writes pages before the pages
 * they link to exist, sets `skipLinkCheck`.
 */
const linkTargetExists: TextFieldSingleValidation = async (value, { req }) => {
  const path = internalPathOf(value)
  if (!path || req.context.skipLinkCheck) return true
  return (
    (await internalPathExists(req.payload, path, req)) ||
    `No page at ${path}: it was deleted or moved. Pick another address.`
  )
}

/**
 * A button or link: either a path/URL typed here, or one of the external addresses kept once in
 * Site settings (so a changed help-portal URL changes every button that points to it).
 */
export const linkFields: Field[] = linkFieldsWithLabel(true)

function linkFieldsWithLabel(labelRequired: boolean): Field[] {
  return [
    { name: 'label', type: 'text', localized: true, required: labelRequired },
    {
      type: 'row',
      fields: [
        {
          name: 'href',
          type: 'text',
          admin: { description: 'A path such as /demo, #features or a full URL.' },
          validate: linkTargetExists,
        },
        {
          name: 'externalUrl',
          type: 'select',
          options: externalUrlOptions,
          custom: { visitorNeverReads: 'chooses where a link goes' },
          admin: {
            description: 'Or an address from Site settings › External links (wins over the path).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'appearance',
          type: 'select',
          defaultValue: 'primary',
          custom: { visitorNeverReads: 'chooses how a link looks' },
          options: [
            { label: 'Primary button', value: 'primary' },
            { label: 'Secondary button', value: 'secondary' },
            { label: 'Text link', value: 'link' },
          ],
        },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
      ],
    },
  ]
}

/** An optional single link (a card's link): leave the label empty for none. */
export const optionalLinkGroup = (name = 'link'): Field => ({
  name,
  type: 'group',
  fields: linkFieldsWithLabel(false),
})

export const linksField = (name = 'links', label = 'Buttons'): Field => ({
  name,
  label,
  type: 'array',
  fields: linkFields,
})

/** An optional id so other pages can link to this block with #anchor. */
export const anchorField: Field = {
  name: 'anchor',
  type: 'text',
  admin: { description: 'Optional id for links such as #openings (letters, digits and dashes).' },
  validate: (value: unknown) =>
    !value ||
    /^[a-z][a-z0-9-]*$/.test(String(value)) ||
    'Use lower-case letters, digits and dashes.',
}
