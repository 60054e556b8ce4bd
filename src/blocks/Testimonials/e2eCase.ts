import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('testimonials', {
  block: {
    heading: 'Quotes block',
    quotes: [
      { quote: 'Every block works on every page.', name: 'A head teacher', role: 'Grenada' },
    ],
  },
  visible: (main) => [region(main, 'Quotes block').getByText('Every block works on every page.')],
})
