import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('subProcessorList', {
  block: { heading: 'Sub-processor list block', showSubscribe: true },
  visible: (main) => [
    region(main, 'Sub-processor list block').getByRole('rowheader', {
      name: 'Amazon Web Services',
      exact: true,
    }),
    region(main, 'Sub-processor list block').getByRole('link', {
      name: 'RSS feed of changes',
      exact: true,
    }),
    region(main, 'Sub-processor list block').getByRole('form', {
      name: 'Email me when this list changes',
      exact: true,
    }),
  ],
})
