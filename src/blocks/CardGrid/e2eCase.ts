import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('cardGrid', {
  block: {
    heading: 'Card grid block',
    columns: '3',
    cards: [{ eyebrow: 'Card', title: 'A card in the grid', text: 'What the card says.' }],
  },
  visible: (main) => [
    region(main, 'Card grid block').getByRole('heading', {
      name: 'A card in the grid',
      exact: true,
    }),
  ],
})
