import { blockCase, region } from '../e2eCase'

// The seed's example form.
export const e2eCase = blockCase('builtForm', {
  block: ({ builtFormId }) => ({ form: builtFormId, heading: 'Built form block' }),
  visible: (main) => [
    region(main, 'Built form block').getByRole('form', { name: 'Built form block', exact: true }),
    region(main, 'Built form block').getByRole('button', { name: 'Register', exact: true }),
  ],
})
