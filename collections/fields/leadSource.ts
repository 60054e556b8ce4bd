import type { Field } from 'payload'

const utmFields = (): Field[] =>
  (['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'] as const).map((name) => ({
    name,
    type: 'text',
  }))

/**
 * Where a lead came from: the visit's landing page, the other site that sent it (its origin
 * only), the page the form was sent from and the visit's UTM values; and, only with marketing
 * consent, the first visit's (first touch). Written once by the form's endpoint; staff read it.
 */
export const leadSourceField: Field = {
  name: 'source',
  label: 'Source',
  type: 'group',
  admin: { readOnly: true },
  access: { update: () => false },
  fields: [
    { name: 'landingPage', type: 'text' },
    { name: 'referrer', type: 'text' },
    { name: 'formPage', type: 'text' },
    ...utmFields(),
    {
      name: 'firstTouch',
      type: 'group',
      fields: [
        { name: 'landingPage', type: 'text' },
        { name: 'referrer', type: 'text' },
        ...utmFields(),
        { name: 'at', type: 'date' },
      ],
    },
  ],
}
