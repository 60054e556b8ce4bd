import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('faqList', {
  block: { heading: 'FAQ list block', note: 'Still have questions?' },
  visible: (main) => [
    region(main, 'FAQ list block').getByRole('button', {
      name: 'How do we get started with the platform?',
      exact: true,
    }),
    region(main, 'FAQ list block').getByText('Still have questions?', { exact: true }),
  ],
})
