import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('formBlock', {
  block: { form: 'contact', heading: 'Form block' },
  visible: (main) => [
    region(main, 'Form block').getByRole('form', { name: 'Contact us', exact: true }),
  ],
})
