import type { Field } from 'payload'

/** Who is asking, as the demo and quote forms collect it: name, email and phone. */
export const contactFields = ({ phoneRequired }: { phoneRequired: boolean }): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'firstName', type: 'text', required: true },
      { name: 'lastName', type: 'text', required: true },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', type: 'email', required: true, index: true },
      phoneRequired ? { name: 'phone', type: 'text', required: true } : { name: 'phone', type: 'text' },
    ],
  },
]
