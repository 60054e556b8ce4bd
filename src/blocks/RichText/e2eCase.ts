import { richText } from '../../../seed/lexical'
import { blockCase } from '../e2eCase'

export const e2eCase = blockCase('richText', {
  block: { content: richText([{ h2: 'Rich text block' }, { p: 'A paragraph of rich text.' }]) },
  visible: (main) => [
    main.getByRole('heading', { level: 2, name: 'Rich text block', exact: true }),
    main.getByText('A paragraph of rich text.', { exact: true }),
  ],
})
