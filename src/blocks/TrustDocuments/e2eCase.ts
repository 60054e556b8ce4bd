import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('trustDocuments', {
  block: { heading: 'Trust documents block', categories: ['security', 'privacy'] },
  visible: (main) => [
    region(main, 'Trust documents block').getByRole('heading', { name: 'Security', exact: true }),
    region(main, 'Trust documents block')
      .getByRole('link', { name: /^Download Security overview \(PDF, \d+ kB\)$/ })
      .first(),
    region(main, 'Trust documents block')
      .getByRole('link', { name: 'Request access: Data processing agreement', exact: true })
      .first(),
  ],
})
